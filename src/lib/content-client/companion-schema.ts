/**
 * The GraphQL fields the companion plugin (wordpress/wasla-companion/includes/graphql.php) adds
 * to WPGraphQL, as SDL: the queries that need them are validated against WPGraphQL's schema
 * extended with these (queries.test.ts), and the built-in service implements the case study
 * part (wpgraphql-schema.test.ts holds it to the same names and types).
 */

/** A success story's structured fields (post meta in WordPress, front matter `caseStudy`). */
export const caseStudySdl = /* GraphQL */ `
  type WaslaCaseStudyOutcome {
    value: String!
    label: String!
  }
  type WaslaCaseStudy {
    title: String
    country: String
    sector: String!
    buyer: String!
    scope: String!
    outcomes: [WaslaCaseStudyOutcome!]!
    arabic: WaslaCaseStudy
  }
  extend type Post {
    caseStudy: WaslaCaseStudy
  }
`;

export const companionSdl = /* GraphQL */ `
  extend type Post {
    language: String!
    textDirection: String!
  }
  extend type RootQuery {
    """
    The team (/our-team) as the JSON of content/team.json, from the option wasla_team; null unset.
    """
    waslaTeam: String
    """
    The company's facts (contact, office, hours, social links, figures, press contact) as the
    JSON of content/company.json, from the option wasla_company; null when unset.
    """
    waslaCompany: String
  }
  ${caseStudySdl}
`;
