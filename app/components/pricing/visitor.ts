/** The visitor's starting point, worked out by the server from its address when it renders /pricing. */
export interface VisitorDefaults {
  /** Preselected in the sign-up form's country select. */
  country_id: number;
  /** The plan table's currency until the visitor picks one (ISO 4217 code, one we sell in). */
  currency: string;
}
