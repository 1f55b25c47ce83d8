/// Creates a preview of a view: `swift run trellis-preview <module> [name]` shows it, and
/// TrellisTesting's `ViewHost(preview:)` hosts it in a test.
///
/// ```swift
/// #Preview {
///   GreetingView(name: "Ada")
/// }
/// ```
///
/// - Parameters:
///   - name: The name the preview is listed and chosen by; without one, the preview is named
///     by its file and line (`GreetingView.swift:42`).
///   - body: The views to show.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TrellisMacros", type: "PreviewMacro")

/// Creates a preview of a view with traits: a layout (`.sizeThatFitsLayout`,
/// `.fixedLayout(width:height:)`) or an orientation.
///
/// ```swift
/// #Preview("Compact", traits: .fixedLayout(width: 320, height: 160)) {
///   GreetingView(name: "Ada")
/// }
/// ```
///
/// - Parameters:
///   - name: The name the preview is listed and chosen by.
///   - traits: A trait of the preview.
///   - additionalTraits: More traits.
///   - body: The views to show.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TrellisMacros", type: "PreviewMacro")

/// Lets a dynamic property be declared in the body of a `#Preview`: the macro makes a view
/// that holds it, whose body is the rest of the preview's body.
///
/// ```swift
/// #Preview {
///   @Previewable @State var isOn = true
///   Toggle("Notifications", isOn: $isOn)
/// }
/// ```
@attached(peer)
public macro Previewable() = #externalMacro(module: "TrellisMacros", type: "PreviewableMacro")
