/// Declares a value in ``EnvironmentValues`` by a property alone: the key it needs is made
/// for it, and the property's initial value is the default.
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accentName: String = "blue"
///   @Entry var cornerRadius = 8.0
///   @Entry var highlightedID: UUID?
/// }
/// ```
///
/// As Apple's does, the macro gives the property a getter and a setter that go through a
/// private `EnvironmentKey` named `__Key_` and the property's name, whose `defaultValue`
/// evaluates the initial value each time a view reads the value unset (`nil` for an optional
/// without one). Without a type annotation, a literal has Swift's type for it (`Int`, `Double`,
/// `String`, `Bool`); any other initial value without a type is evaluated once, as a
/// `static let`, which Swift 6 allows for `Sendable` values only: write the type to have it
/// evaluated on each read.
///
/// `Transaction` and `ContainerValues` entries take their own key protocols, which Trellis does
/// not have yet.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TrellisMacros", type: "EntryMacro")
