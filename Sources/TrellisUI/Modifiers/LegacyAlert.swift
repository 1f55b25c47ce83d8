/// An alert described as a value, as SwiftUI had before `alert(_:isPresented:actions:)`:
/// a title, a message, and one or two buttons.
///
/// ```swift
/// .alert(isPresented: $isShowingError) {
///   Alert(
///     title: Text("Couldn't save"), message: Text(errorText),
///     dismissButton: .default(Text("OK")))
/// }
/// ```
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button; "OK" when `dismissButton` is `nil`.
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The text under the title.
  ///   - dismissButton: The button that dismisses it.
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons.
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The text under the title.
  ///   - primaryButton: The first button.
  ///   - secondaryButton: The second button.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// A button of an alert or an action sheet; pressing it runs its action and dismisses
  /// the alert.
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    /// A button of the default style.
    /// - Parameters:
    ///   - label: Its title.
    ///   - action: What it does before the alert goes.
    /// - Returns: The button.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }

    /// A button that cancels.
    /// - Parameters:
    ///   - label: Its title.
    ///   - action: What it does before the alert goes.
    /// - Returns: The button.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }

    /// A button titled "Cancel".
    /// - Parameter action: What it does before the alert goes.
    /// - Returns: The button.
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      cancel(Text("Cancel"), action: action)
    }

    /// A button that destroys data, drawn in red.
    /// - Parameters:
    ///   - label: Its title.
    ///   - action: What it does before the alert goes.
    /// - Returns: The button.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }
  }
}

/// A choice of actions described as a value, as SwiftUI had before `confirmationDialog`.
public struct ActionSheet {
  /// A button of an action sheet: the same as an alert's.
  public typealias Button = Alert.Button

  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An action sheet with a title, a message, and its buttons.
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The text under the title.
  ///   - buttons: The buttons, a "Cancel" one by default.
  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

/// The buttons of an `Alert` or an `ActionSheet`, as views.
struct _LegacyButtons: View {
  let buttons: [Alert.Button]

  var body: some View {
    ForEach(0..<buttons.count) { index in
      let button = buttons[index]
      Button(role: button.role, action: { button.action?() }) { button.label }
    }
  }
}

extension View {
  /// Presents the alert `content` describes while `isPresented` is `true`.
  /// - Parameters:
  ///   - isPresented: Whether the alert is shown; a button sets it to `false`.
  ///   - content: The alert.
  /// - Returns: A view that can present the alert.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = content()
    return _presentDialog(
      isPresented: isPresented,
      content: _AlertContent(
        title: alert.title, actions: _LegacyButtons(buttons: alert.buttons),
        message: alert.message))
  }

  /// Presents the alert `content` describes for `item` while it is not `nil`.
  ///
  /// A different item (by `id`) replaces the alert; a button, or Escape, sets `item` to
  /// `nil`.
  ///
  /// - Parameters:
  ///   - item: The item the alert is about.
  ///   - content: Describes the alert for the item.
  /// - Returns: A view that can present the alert.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert)
    -> some View
  {
    let alert = item.wrappedValue.map(content)
    return _presentDialog(item: item, content: alert.map(_AlertContent.init(legacy:)))
  }

  /// Presents the action sheet `content` describes while `isPresented` is `true`, as a box
  /// of its buttons in a column.
  /// - Parameters:
  ///   - isPresented: Whether it is shown; a button sets it to `false`.
  ///   - content: The action sheet.
  /// - Returns: A view that can present the action sheet.
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    let sheet = content()
    return _presentDialog(
      isPresented: isPresented,
      content: _DialogContent(
        title: sheet.title, showsTitle: true, actions: _LegacyButtons(buttons: sheet.buttons),
        message: sheet.message))
  }

  /// Presents the action sheet `content` describes for `item` while it is not `nil`.
  /// - Parameters:
  ///   - item: The item the action sheet is about.
  ///   - content: Describes the action sheet for the item.
  /// - Returns: A view that can present the action sheet.
  public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet)
    -> some View
  {
    let sheet = item.wrappedValue.map(content)
    return _presentDialog(
      item: item,
      content: sheet.map {
        _DialogContent(
          title: $0.title, showsTitle: true, actions: _LegacyButtons(buttons: $0.buttons),
          message: $0.message)
      })
  }

  /// Presents `content` in a box sized to it while `item` is not `nil`, identified by the
  /// item's id; any of its buttons sets `item` to `nil` after its action.
  func _presentDialog<Item: Identifiable, Content: View>(
    item: Binding<Item?>, content: Content?
  ) -> some View {
    let dismiss: @MainActor () -> Void = { item.wrappedValue = nil }
    let box = content.map { content in
      _PresentationBox(
        content: content.modifier(_EnvironmentModifier { $0._buttonActionCompletion = dismiss }),
        fillsWidth: false)
    }
    return _PresentingView(
      content: self,
      presentation: {
        item.wrappedValue.flatMap { current in box.map { (AnyHashable(current.id), $0) } }
      },
      dismiss: dismiss,
      onDismiss: nil)
  }
}

extension _AlertContent where Actions == _LegacyButtons, Message == Text {
  init(legacy alert: Alert) {
    self.init(
      title: alert.title, actions: _LegacyButtons(buttons: alert.buttons), message: alert.message)
  }
}
