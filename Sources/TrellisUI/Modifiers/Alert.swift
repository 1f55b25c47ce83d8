import Foundation

extension View {
  /// Presents an alert with `title` while `isPresented` is `true`; `actions` are its
  /// buttons.
  ///
  /// Pressing any of the buttons runs its action, then dismisses the alert (sets
  /// `isPresented` to `false`). Without buttons, the alert shows an "OK" button that only
  /// dismisses it. Like a sheet, the alert is a box over the screen that takes the input.
  ///
  /// ```swift
  /// .alert("Delete this book?", isPresented: $isConfirming) {
  ///   Button("Delete", role: .destructive) { library.remove(book) }
  ///   Button("Cancel", role: .cancel) {}
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - titleKey: The alert's title.
  ///   - isPresented: Whether the alert is shown.
  ///   - actions: The alert's buttons.
  /// - Returns: A view that can present the alert.
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    _alert(Text(titleKey), isPresented: isPresented, actions: actions(), message: EmptyView?.none)
  }

  /// Presents an alert titled with a string while `isPresented` is `true`.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    _alert(Text(title), isPresented: isPresented, actions: actions(), message: EmptyView?.none)
  }

  /// Presents an alert titled with a `Text` while `isPresented` is `true`.
  public func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    _alert(title, isPresented: isPresented, actions: actions(), message: EmptyView?.none)
  }

  /// Presents an alert with a title, a message below it, and buttons.
  ///
  /// - Parameters:
  ///   - titleKey: The alert's title.
  ///   - isPresented: Whether the alert is shown.
  ///   - actions: The alert's buttons.
  ///   - message: The text shown under the title.
  /// - Returns: A view that can present the alert.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    _alert(Text(titleKey), isPresented: isPresented, actions: actions(), message: message())
  }

  /// Presents an alert titled with a string, with a message and buttons.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    _alert(Text(title), isPresented: isPresented, actions: actions(), message: message())
  }

  /// Presents an alert titled with a `Text`, with a message and buttons.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    _alert(title, isPresented: isPresented, actions: actions(), message: message())
  }

  /// Presents an alert about `data` while `isPresented` is `true` and `data` is not `nil`;
  /// `actions` builds its buttons from the data.
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    _alert(
      Text(titleKey), isPresented: isPresented, actions: data.map(actions),
      message: EmptyView?.none)
  }

  /// Presents an alert about `data`, with a message built from it.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    _alert(
      Text(titleKey), isPresented: isPresented, actions: data.map(actions),
      message: data.map(message))
  }

  /// Presents an alert titled with a string about `data`.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    _alert(
      Text(title), isPresented: isPresented, actions: data.map(actions), message: EmptyView?.none)
  }

  /// Presents an alert titled with a string about `data`, with a message built from it.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    _alert(
      Text(title), isPresented: isPresented, actions: data.map(actions),
      message: data.map(message))
  }

  /// Presents an alert titled with a `Text` about `data` while `isPresented` is `true` and
  /// `data` is not `nil`; `actions` builds its buttons from the data.
  ///
  /// ```swift
  /// .alert(Text("Remove \(book.title)?").bold(), isPresented: $isAsking, presenting: book) {
  ///   book in
  ///   Button("Remove", role: .destructive) { library.remove(book) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The alert's title, with its own styles.
  ///   - isPresented: Whether the alert is shown; any of its buttons sets it to `false`.
  ///   - data: What the alert is about; while it is `nil` no alert shows.
  ///   - actions: Builds the alert's buttons from the data.
  /// - Returns: A view that can present the alert.
  public func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    _alert(title, isPresented: isPresented, actions: data.map(actions), message: EmptyView?.none)
  }

  /// Presents an alert titled with a `Text` about `data`, with a message built from it.
  ///
  /// - Parameters:
  ///   - title: The alert's title, with its own styles.
  ///   - isPresented: Whether the alert is shown; any of its buttons sets it to `false`.
  ///   - data: What the alert is about; while it is `nil` no alert shows.
  ///   - actions: Builds the alert's buttons from the data.
  ///   - message: Builds the text shown under the title from the data.
  /// - Returns: A view that can present the alert.
  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    _alert(
      title, isPresented: isPresented, actions: data.map(actions), message: data.map(message))
  }

  /// Presents an alert about `error` while `isPresented` is `true` and `error` is not `nil`,
  /// titled with the error's `errorDescription`.
  ///
  /// ```swift
  /// .alert(isPresented: $showsError, error: syncError) {
  ///   Button("Try again") { sync() }
  ///   Button("Cancel", role: .cancel) {}
  /// }
  /// ```
  ///
  /// An error without a description is titled as Foundation describes it
  /// (`localizedDescription`). While `error` is `nil` nothing is shown and `isPresented` is
  /// left as it is, so setting the error later shows the alert. Without buttons, the alert
  /// has an "OK" button.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the alert is shown; any of its buttons sets it to `false`.
  ///   - error: The error to tell the person about, or `nil` for none.
  ///   - actions: The alert's buttons.
  /// - Returns: A view that can present the alert.
  public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View {
    _alert(
      Text(verbatim: error.map(_ErrorTitle.title(of:)) ?? ""), isPresented: isPresented,
      actions: error == nil ? nil : actions(), message: EmptyView?.none)
  }

  /// Presents an alert about `error`, titled with its `errorDescription`, with buttons and a
  /// message built from the error (its `recoverySuggestion`, say).
  ///
  /// ```swift
  /// .alert(isPresented: $showsError, error: syncError) { _ in
  ///   Button("OK") {}
  /// } message: { error in
  ///   Text(error.recoverySuggestion ?? "")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - isPresented: Whether the alert is shown; any of its buttons sets it to `false`.
  ///   - error: The error to tell the person about, or `nil` for none (nothing is shown).
  ///   - actions: Builds the alert's buttons from the error.
  ///   - message: Builds the text shown under the title from the error.
  /// - Returns: A view that can present the alert.
  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
    @ViewBuilder message: (E) -> M
  ) -> some View {
    _alert(
      Text(verbatim: error.map(_ErrorTitle.title(of:)) ?? ""), isPresented: isPresented,
      actions: error.map(actions), message: error.map(message))
  }

  /// Presents an alert about the error `error` holds, titled with its `errorDescription`,
  /// while it holds one; any of its buttons sets it to `nil`.
  /// - Parameters:
  ///   - error: The error to tell the person about, or `nil` for none.
  ///   - actions: The alert's buttons; with none, an "OK" button.
  /// - Returns: A view that can present the alert.
  public func alert<E: LocalizedError, A: View>(
    error: Binding<E?>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(isPresented: error._isPresent(), error: error.wrappedValue, actions: actions)
  }

  /// Presents an alert about the error `error` holds, with buttons and a message built from
  /// it, while it holds one; any of its buttons sets it to `nil`.
  /// - Parameters:
  ///   - error: The error to tell the person about, or `nil` for none.
  ///   - actions: Builds the alert's buttons from the error.
  ///   - message: Builds the text under the title from the error.
  /// - Returns: A view that can present the alert.
  public func alert<E: LocalizedError, A: View, M: View>(
    error: Binding<E?>, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
  ) -> some View {
    alert(
      isPresented: error._isPresent(), error: error.wrappedValue, actions: actions,
      message: message)
  }

  /// Presents an alert while `isPresented` is true and `actions` is not `nil`.
  private func _alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, actions: A?, message: M?
  ) -> some View {
    _presentDialog(
      isPresented: isPresented,
      content: actions.map { _AlertContent(title: title, actions: $0, message: message) })
  }

  /// Presents `content` in a box sized to it (an alert, a dialog) while `isPresented` is
  /// true and `content` is not `nil`; any of its buttons dismisses it after its action.
  func _presentDialog<Content: View>(isPresented: Binding<Bool>, content: Content?)
    -> some View
  {
    let dismiss: @MainActor () -> Void = { isPresented.wrappedValue = false }
    let box = content.map { content in
      _PresentationBox(
        content: content.environment(\._buttonActionCompletion, dismiss), fillsWidth: false)
    }
    return _PresentingView(
      content: self,
      presentation: { isPresented.wrappedValue ? box.map { (AnyHashable(true), $0) } : nil },
      dismiss: dismiss,
      onDismiss: nil)
  }
}

/// An alert's title, message and buttons, in a column.
struct _AlertContent<Actions: View, Message: View>: View {
  let title: Text
  let actions: Actions
  let message: Message?

  var body: some View {
    VStack(spacing: 16) {
      title.bold()
      if let message { message }
      if Actions.self == EmptyView.self {
        Button("OK") {}
      } else {
        HStack { actions }
      }
    }
    .padding(.horizontal, 16)
  }
}

private struct ButtonActionCompletionKey: EnvironmentKey {
  static var defaultValue: (@MainActor () -> Void)? { nil }
}

extension EnvironmentValues {
  /// Runs after the action of any button in this view (an alert's buttons dismiss it).
  var _buttonActionCompletion: (@MainActor () -> Void)? {
    get { self[ButtonActionCompletionKey.self] }
    set { self[ButtonActionCompletionKey.self] = newValue }
  }
}

/// The title of an alert about an error.
enum _ErrorTitle {
  /// The error's own description; for one without, what Foundation says of it.
  static func title(of error: some LocalizedError) -> String {
    error.errorDescription ?? error.localizedDescription
  }
}
