// One enquiry of the staff inbox at its own address: the same page, opened on it.
export { default, generateMetadata } from '../page';
