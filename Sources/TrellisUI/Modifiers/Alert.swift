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
