/// Collapsible sections, as Apple's sidebars show them: the header is a control that shows
/// and hides the section's rows.
///
/// ```swift
/// @State private var showsFavourites = true
///
/// List {
///   Section("Favourites", isExpanded: $showsFavourites) {
///     ForEach(favourites) { Text($0.name) }
///   }
/// }
/// ```
///
/// The header toggles as a disclosure group's does (a click, Space or Return; in the
/// terminal Right expands and Left collapses it). While collapsed, the rows are not in the
/// hierarchy: their views, and the state they hold, are built afresh when it expands.
extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// A collapsible section with a header view, expanded while `isExpanded` is `true`.
  ///
  /// - Parameters:
  ///   - isExpanded: Whether the section's rows are shown.
  ///   - content: The section's rows.
  ///   - header: The view that titles the section.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder header: () -> Parent
  ) {
    self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: isExpanded)
  }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// A collapsible section titled with a localised string key.
  ///
  /// - Parameters:
  ///   - titleKey: The section's title.
  ///   - isExpanded: Whether the section's rows are shown.
  ///   - content: The section's rows.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// A collapsible section titled with a string.
  ///
  /// - Parameters:
  ///   - title: The section's title.
  ///   - isExpanded: Whether the section's rows are shown.
  ///   - content: The section's rows.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}
