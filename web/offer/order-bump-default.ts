/**
 * Whether the order bump starts checked: the experiment engine's "order bump default" flag
 * (spec section 3, default unchecked). The experiments work replaces this body with the
 * flag's value (GrowthBook, evaluated alike on server and client); until then every visitor
 * gets the spec's default (docs/decisions/031).
 */
export function orderBumpDefault(): boolean {
  return false
}
