extension View {
  /// Presents the view that `content` builds in a sheet while `isPresented` is `true`.
  ///
  /// The sheet is drawn as a bordered box over the screen, centred, and takes the input:
  /// a host's controls behind it are out of reach until it is dismissed. Inside, the
  /// environment's `dismiss` action sets `isPresented` to `false`, and `isPresented` reads
  /// `true`. Each presentation builds the sheet afresh, so its `@State` starts over.
  ///
  /// ```swift
  /// Button("Edit") { isEditing = true }
  ///   .sheet(isPresented: $isEditing) {
  ///     EditView(book: book)
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - isPresented: Whether the sheet is shown.
  ///   - onDismiss: Runs after the update that dismissed the sheet, however it was dismissed.
  ///   - content: The sheet's content.
  /// - Returns: A view that can present the sheet.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    _PresentingView(
      content: self,
      presentation: {
        isPresented.wrappedValue
          ? (AnyHashable(true), _PresentationBox(content: content(), fillsWidth: true)) : nil
      },
      dismiss: { isPresented.wrappedValue = false },
      onDismiss: onDismiss)
  }

  /// Presents a sheet for `item` while it is not `nil`, built by `content` from the item.
  ///
  /// A different item (by `id`) replaces the sheet, with fresh state; `onDismiss` runs for
  /// the one replaced. Inside, the environment's `dismiss` action sets `item` to `nil`.
  ///
  /// - Parameters:
  ///   - item: The item to present, or `nil` for none.
  ///   - onDismiss: Runs after the update that dismissed the sheet.
  ///   - content: Builds the sheet's content for the item.
  /// - Returns: A view that can present the sheet.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    _PresentingView(
      content: self,
      presentation: {
        item.wrappedValue.map {
          (AnyHashable($0.id), _PresentationBox(content: content($0), fillsWidth: true))
        }
      },
      dismiss: { item.wrappedValue = nil },
      onDismiss: onDismiss)
  }
}
