// expected-error: cannot find 'Date' in scope
// Apple's Combine brings no Foundation (Foundation imports Combine, not the other way round), so
// model code that imports only Combine cannot name Foundation's types there; TrellisCombine
// matches, and a port that compiles here compiles on Apple's platforms too.
import TrellisCombine

let now = Date()
