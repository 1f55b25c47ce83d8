/// What hosts with native buttons and dialogs read of a button: its role, its style and its
/// keyboard shortcut.
extension HostElement {
  /// The button's role (`.destructive`, `.cancel`), if it has one.
  @_spi(TrellisHost) public var buttonRole: ButtonRole? {
    (node.view as? any _RoleProviding)?._role
  }

  /// The button style set around the element (`.buttonStyle(_:)`).
  @_spi(TrellisHost) public var buttonStyle: _ButtonStyleKind { node.environment.buttonStyleKind }

  /// The element's `keyboardShortcut`, if one was set.
  @_spi(TrellisHost) public var keyboardShortcut: KeyboardShortcut? { node.keyboardShortcut }
}

/// Views that have a button role.
protocol _RoleProviding {
  var _role: ButtonRole? { get }
}

extension Button: _RoleProviding {
  var _role: ButtonRole? { role }
}

extension HostPresentation {
  /// The button Return presses in this sheet or alert: the one with
  /// `.keyboardShortcut(.defaultAction)`, else the only button that does not cancel; `nil`
  /// when there is neither (two or more buttons, none marked).
  @_spi(TrellisHost) public var defaultAction: HostElement? {
    let buttons = elements.filter { $0.kind == .button && $0.isEnabled }
    if let marked = buttons.first(where: { $0.keyboardShortcut == .defaultAction }) {
      return marked
    }
    let others = buttons.filter { !Self.cancels($0) }
    return others.count == 1 ? others[0] : nil
  }

  /// The button Escape presses in this sheet or alert: the one with
  /// `.keyboardShortcut(.cancelAction)`, else the first with the `.cancel` role; `nil` when
  /// there is none (Escape then dismisses the presentation).
  @_spi(TrellisHost) public var cancelAction: HostElement? {
    let buttons = elements.filter { $0.kind == .button && $0.isEnabled }
    return buttons.first { $0.keyboardShortcut == .cancelAction }
      ?? buttons.first { $0.buttonRole == .cancel }
  }

  /// Escape in this presentation: presses its cancel button, or dismisses it when it has
  /// none and no view in it has `interactiveDismissDisabled()`.
  @_spi(TrellisHost) public func cancel() {
    if let button = cancelAction, (try? button.tap()) != nil { return }
    dismissInteractively()
  }

  /// Where focus goes when the presentation opens: its first text field, else its default
  /// button, else its first control.
  @_spi(TrellisHost) public var initialFocus: HostElement? {
    let controls = elements.filter { $0.kind != .other && $0.isEnabled }
    return controls.first { $0.kind == .textField || $0.kind == .secureField }
      ?? defaultAction ?? controls.first
  }

  private static func cancels(_ button: HostElement) -> Bool {
    button.buttonRole == .cancel || button.keyboardShortcut == .cancelAction
  }
}
