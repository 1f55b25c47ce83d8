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
    _presentCover(isPresented: isPresented, onDismiss: onDismiss, fillsScreen: false, content)
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
    _presentCover(item: item, onDismiss: onDismiss, fillsScreen: false, content)
  }

  /// Presents what `content` builds while `isPresented` is `true`, across the window's width
  /// (a sheet) or over all of it (a full-screen cover).
  func _presentCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)?, fillsScreen: Bool,
    _ content: @escaping () -> Content
  ) -> some View {
    _PresentingView<Self, _PresentationBox<Content>>(
      content: self,
      presentation: {
        guard isPresented.wrappedValue else { return nil }
        let box = _PresentationBox(content: content(), fillsWidth: true, fillsScreen: fillsScreen)
        return (AnyHashable(true), box)
      },
      dismiss: { isPresented.wrappedValue = false },
      onDismiss: onDismiss)
  }

  /// Presents what `content` builds from `item` while it is not `nil`, identified by its id,
  /// across the window's width or over all of it.
  func _presentCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)?, fillsScreen: Bool,
    _ content: @escaping (Item) -> Content
  ) -> some View {
    _PresentingView<Self, _PresentationBox<Content>>(
      content: self,
      presentation: {
        item.wrappedValue.map {
          let box = _PresentationBox(
            content: content($0), fillsWidth: true, fillsScreen: fillsScreen)
          return (AnyHashable($0.id), box)
        }
      },
      dismiss: { item.wrappedValue = nil },
      onDismiss: onDismiss)
  }
}
