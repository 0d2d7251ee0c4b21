'use client';

import { ErrorBoundaryView } from '@/components/errors/ErrorBoundaryView';

export default ErrorBoundaryView;
