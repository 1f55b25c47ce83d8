extension View {
  /// Presents the view that `content` builds over the whole window while `isPresented` is
  /// `true`.
  ///
  /// Like a sheet (see `sheet(isPresented:onDismiss:content:)`), but it takes the whole
  /// screen, with no border and nothing of the window behind it showing. Escape or the
  /// environment's `dismiss` ends it.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the cover is shown.
  ///   - onDismiss: Runs after the update that dismissed it.
  ///   - content: The cover's content.
  /// - Returns: A view that can present the cover.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    _presentCover(isPresented: isPresented, onDismiss: onDismiss, fillsScreen: true, content)
  }

  /// Presents a cover over the whole window for `item` while it is not `nil`, built by
  /// `content` from the item. A different item replaces the cover, with fresh state.
  ///
  /// - Parameters:
  ///   - item: The item to present, or `nil` for none.
  ///   - onDismiss: Runs after the update that dismissed the cover.
  ///   - content: Builds the cover's content for the item.
  /// - Returns: A view that can present the cover.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    _presentCover(item: item, onDismiss: onDismiss, fillsScreen: true, content)
  }
}
