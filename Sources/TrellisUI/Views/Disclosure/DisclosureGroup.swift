/// A view that shows or hides its content behind a header a person expands and collapses.
///
/// ```swift
/// @State private var showsAdvanced = false
///
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
///   Toggle("Verbose logging", isOn: $verbose)
///   Stepper("Retries: \(retries)", value: $retries, in: 0...5)
/// }
/// ```
///
/// The header is a control: a click, Space or Return toggles it, and in the terminal Right
/// expands it and Left collapses it. Without an `isExpanded` binding the group keeps whether
/// it is expanded itself, starting collapsed, for as long as it keeps its identity (as
/// `@State` does).
///
/// As on Apple's platforms, a collapsed group's content is not in the view hierarchy: it is
/// built when the group expands, and the state its views hold (`@State`, focus, a scroll
/// position) starts afresh each time. Keep what must outlive a collapse in the model.
///
/// Inside a ``List`` or ``Form`` the content's views are rows of the list, indented under the
/// header, and realised lazily like any other rows.
public struct DisclosureGroup<Label: View, Content: View> {
  let label: Label
  /// Builds the content, only while the group is expanded.
  let content: () -> Content
  /// The binding given; `nil` when the group keeps its expansion itself.
  let isExpanded: Binding<Bool>?
  /// Set on the group a built-in style's `makeBody` draws: it shows the built-in look,
  /// whatever the environment's style.
  var isBuiltInLook = false

  /// A group showing `label`, whose content `content` builds; it keeps whether it is
  /// expanded itself, starting collapsed.
  ///
  /// - Parameters:
  ///   - content: The views shown while the group is expanded.
  ///   - label: The view that says what the group holds.
  public init(
    @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content
    isExpanded = nil
  }

  /// A group showing `label`, expanded while `isExpanded` is `true`; expanding or
  /// collapsing it writes the binding.
  ///
  /// - Parameters:
  ///   - isExpanded: Whether the content is shown.
  ///   - content: The views shown while the group is expanded.
  ///   - label: The view that says what the group holds.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content
    self.isExpanded = isExpanded
  }
}

extension DisclosureGroup where Label == Text {
  /// A group titled with a localised string key, which keeps whether it is expanded itself.
  ///
  /// - Parameters:
  ///   - titleKey: What the group holds.
  ///   - content: The views shown while the group is expanded.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group titled with a localised string key, expanded while `isExpanded` is `true`.
  ///
  /// - Parameters:
  ///   - titleKey: What the group holds.
  ///   - isExpanded: Whether the content is shown.
  ///   - content: The views shown while the group is expanded.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// A group titled with a string, which keeps whether it is expanded itself.
  ///
  /// - Parameters:
  ///   - label: What the group holds.
  ///   - content: The views shown while the group is expanded.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(label) }
  }

  /// A group titled with a string, expanded while `isExpanded` is `true`.
  ///
  /// - Parameters:
  ///   - label: What the group holds.
  ///   - isExpanded: Whether the content is shown.
  ///   - content: The views shown while the group is expanded.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(label) }
  }
}

extension DisclosureGroup: View {
  /// Drawn by Trellis: a header with an indicator, then the content while expanded.
  public typealias Body = Never
}
