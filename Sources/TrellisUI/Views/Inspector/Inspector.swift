extension View {
  /// Shows `content` in an inspector beside this view while `isPresented` is `true`.
  ///
  /// In a regular-width window the inspector is a trailing column as tall as this view,
  /// after a divider, and this view takes the rest of the width. In a compact one (a
  /// narrow terminal, a narrow window) it is presented as a sheet instead; dismissing the
  /// sheet sets `isPresented` to `false`. The inspector keeps its `@State` while shown, and
  /// this view keeps its own whether the inspector shows or not.
  ///
  /// ```swift
  /// EditorView()
  ///   .inspector(isPresented: $showsInspector) {
  ///     TraitsInspector()
  ///       .inspectorColumnWidth(min: 160, ideal: 200, max: 320)
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - isPresented: Whether the inspector shows.
  ///   - content: The inspector's views.
  /// - Returns: A view that can show the inspector.
  public func inspector<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: () -> V
  ) -> some View {
    modifier(_InspectorModifier(isPresented: isPresented, inspector: content()))
  }
}

/// Puts the inspector in a trailing column in a regular-width window and in a sheet in a
/// compact one; the modified view stays the container's first child either way, so its
/// state survives the change.
struct _InspectorModifier<Inspector: View>: ViewModifier {
  let isPresented: Binding<Bool>
  let inspector: Inspector
  @Environment(\.horizontalSizeClass) private var sizeClass

  func body(content: Content) -> some View {
    let isPresented = self.isPresented
    let isCompact = sizeClass == .compact
    let inspector = self.inspector
    return _InspectorColumns(
      content: content, inspector: !isCompact && isPresented.wrappedValue ? inspector : nil
    )
    .sheet(
      isPresented: Binding(
        get: { isCompact && isPresented.wrappedValue },
        set: { if !$0 { isPresented.wrappedValue = false } })
    ) { inspector }
  }
}
