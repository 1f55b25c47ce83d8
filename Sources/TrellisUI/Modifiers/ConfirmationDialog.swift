/// A box of actions about to be taken, for the person to confirm or cancel: Apple's
/// confirmation dialog (an action sheet on phones). Each of its buttons runs its action, then
/// dismisses it; Escape dismisses it too.
extension View {

  /// Presents a confirmation dialog while `isPresented` is `true`, its buttons in a column.
  ///
  /// ```swift
  /// .confirmationDialog("Delete the draft?", isPresented: $isConfirming) {
  ///   Button("Delete", role: .destructive) { drafts.removeAll() }
  ///   Button("Cancel", role: .cancel) {}
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - titleKey: The dialog's title.
  ///   - isPresented: Whether the dialog is shown; a button sets it to `false`.
  ///   - titleVisibility: Whether the title is shown; `.automatic` shows it.
  ///   - actions: The dialog's buttons.
  /// - Returns: A view that can present the dialog.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    _confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions(),
      message: EmptyView?.none)
  }

  /// Presents a confirmation dialog with a message while `isPresented` is `true`.
  /// - Parameters:
  ///   - titleKey: The dialog's title.
  ///   - isPresented: Whether the dialog is shown; a button sets it to `false`.
  ///   - titleVisibility: Whether the title is shown; `.automatic` shows it.
  ///   - actions: The dialog's buttons.
  ///   - message: The text under the title.
  /// - Returns: A view that can present the dialog.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    _confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions(),
      message: message())
  }

  /// Presents a confirmation dialog about `data` while `isPresented` is `true` and `data` is
  /// not `nil`; its buttons are built from the data.
  /// - Parameters:
  ///   - titleKey: The dialog's title.
  ///   - isPresented: Whether the dialog is shown; a button sets it to `false`.
  ///   - titleVisibility: Whether the title is shown; `.automatic` shows it.
  ///   - data: What the dialog is about.
  ///   - actions: Builds the dialog's buttons from the data.
  /// - Returns: A view that can present the dialog.
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    _confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: data.map(actions), message: EmptyView?.none)
  }

  /// Presents a confirmation dialog about `data`, with a message built from it.
  /// - Parameters:
  ///   - titleKey: The dialog's title.
  ///   - isPresented: Whether the dialog is shown; a button sets it to `false`.
  ///   - titleVisibility: Whether the title is shown; `.automatic` shows it.
  ///   - data: What the dialog is about.
  ///   - actions: Builds the dialog's buttons from the data.
  ///   - message: Builds the text under the title from the data.
  /// - Returns: A view that can present the dialog.
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    _confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: data.map(actions), message: data.map(message))
  }

  /// Presents a confirmation dialog while `isPresented` is `true`, its buttons in a column.
  ///
  /// ```swift
  /// .confirmationDialog("Delete the draft?", isPresented: $isConfirming) {
  ///   Button("Delete", role: .destructive) { drafts.removeAll() }
  ///   Button("Cancel", role: .cancel) {}
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - isPresented: Whether the dialog is shown; a button sets it to `false`.
  ///   - titleVisibility: Whether the title is shown; `.automatic` shows it.
  ///   - actions: The dialog's buttons.
  /// - Returns: A view that can present the dialog.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    _confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(),
      message: EmptyView?.none)
  }

  /// Presents a confirmation dialog with a message while `isPresented` is `true`.
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - isPresented: Whether the dialog is shown; a button sets it to `false`.
  ///   - titleVisibility: Whether the title is shown; `.automatic` shows it.
  ///   - actions: The dialog's buttons.
  ///   - message: The text under the title.
  /// - Returns: A view that can present the dialog.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    _confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(),
      message: message())
  }

  /// Presents a confirmation dialog about `data` while `isPresented` is `true` and `data` is
  /// not `nil`; its buttons are built from the data.
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - isPresented: Whether the dialog is shown; a button sets it to `false`.
  ///   - titleVisibility: Whether the title is shown; `.automatic` shows it.
  ///   - data: What the dialog is about.
  ///   - actions: Builds the dialog's buttons from the data.
  /// - Returns: A view that can present the dialog.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    _confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: data.map(actions), message: EmptyView?.none)
  }

  /// Presents a confirmation dialog about `data`, with a message built from it.
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - isPresented: Whether the dialog is shown; a button sets it to `false`.
  ///   - titleVisibility: Whether the title is shown; `.automatic` shows it.
  ///   - data: What the dialog is about.
  ///   - actions: Builds the dialog's buttons from the data.
  ///   - message: Builds the text under the title from the data.
  /// - Returns: A view that can present the dialog.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    _confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: data.map(actions), message: data.map(message))
  }

  /// Presents a confirmation dialog while `isPresented` is `true`, its buttons in a column.
  ///
  /// ```swift
  /// .confirmationDialog("Delete the draft?", isPresented: $isConfirming) {
  ///   Button("Delete", role: .destructive) { drafts.removeAll() }
  ///   Button("Cancel", role: .cancel) {}
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - isPresented: Whether the dialog is shown; a button sets it to `false`.
  ///   - titleVisibility: Whether the title is shown; `.automatic` shows it.
  ///   - actions: The dialog's buttons.
  /// - Returns: A view that can present the dialog.
  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    _confirmationDialog(
      title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(),
      message: EmptyView?.none)
  }

  /// Presents a confirmation dialog with a message while `isPresented` is `true`.
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - isPresented: Whether the dialog is shown; a button sets it to `false`.
  ///   - titleVisibility: Whether the title is shown; `.automatic` shows it.
  ///   - actions: The dialog's buttons.
  ///   - message: The text under the title.
  /// - Returns: A view that can present the dialog.
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    _confirmationDialog(
      title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(),
      message: message())
  }

  /// Presents a confirmation dialog about `data` while `isPresented` is `true` and `data` is
  /// not `nil`; its buttons are built from the data.
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - isPresented: Whether the dialog is shown; a button sets it to `false`.
  ///   - titleVisibility: Whether the title is shown; `.automatic` shows it.
  ///   - data: What the dialog is about.
  ///   - actions: Builds the dialog's buttons from the data.
  /// - Returns: A view that can present the dialog.
  public func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    _confirmationDialog(
      title, isPresented: isPresented, titleVisibility: titleVisibility,
      actions: data.map(actions), message: EmptyView?.none)
  }

  /// Presents a confirmation dialog about `data`, with a message built from it.
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - isPresented: Whether the dialog is shown; a button sets it to `false`.
  ///   - titleVisibility: Whether the title is shown; `.automatic` shows it.
  ///   - data: What the dialog is about.
  ///   - actions: Builds the dialog's buttons from the data.
  ///   - message: Builds the text under the title from the data.
  /// - Returns: A view that can present the dialog.
  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    _confirmationDialog(
      title, isPresented: isPresented, titleVisibility: titleVisibility,
      actions: data.map(actions), message: data.map(message))
  }

  /// Presents a confirmation dialog about `data` while it is not `nil`; a button sets it to
  /// `nil`, dismissing the dialog.
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - data: What the dialog is about, or `nil` for no dialog.
  ///   - titleVisibility: Whether the title is shown; `.automatic` shows it.
  ///   - actions: Builds the dialog's buttons from the data.
  /// - Returns: A view that can present the dialog.
  public func confirmationDialog<A: View, T>(
    _ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    _confirmationDialog(
      title, isPresented: data._isPresent(), titleVisibility: titleVisibility,
      actions: data.wrappedValue.map(actions), message: EmptyView?.none)
  }

  /// Presents a confirmation dialog about `data`, with a message built from it, while `data`
  /// is not `nil`; a button sets it to `nil`.
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - data: What the dialog is about, or `nil` for no dialog.
  ///   - titleVisibility: Whether the title is shown; `.automatic` shows it.
  ///   - actions: Builds the dialog's buttons from the data.
  ///   - message: Builds the text under the title from the data.
  /// - Returns: A view that can present the dialog.
  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    _confirmationDialog(
      title, isPresented: data._isPresent(), titleVisibility: titleVisibility,
      actions: data.wrappedValue.map(actions), message: data.wrappedValue.map(message))
  }

  private func _confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility, actions: A?,
    message: M?
  ) -> some View {
    _presentDialog(
      isPresented: isPresented,
      content: actions.map {
        _DialogContent(
          title: title, showsTitle: titleVisibility != .hidden, actions: $0, message: message)
      })
  }
}

/// A confirmation dialog's title, message and buttons, the buttons in a column.
struct _DialogContent<Actions: View, Message: View>: View {
  let title: Text
  let showsTitle: Bool
  let actions: Actions
  let message: Message?

  var body: some View {
    VStack(spacing: 1) {
      if showsTitle { title.bold() }
      if let message { message }
      VStack(spacing: 0) { actions }
    }
    .padding(.horizontal, 16)
  }
}

extension Binding {
  /// Whether an optional binding holds a value; setting it to `false` clears the value.
  func _isPresent<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
    Binding<Bool>(
      get: { self.wrappedValue != nil },
      set: { if !$0 { self.wrappedValue = nil } })
  }
}
