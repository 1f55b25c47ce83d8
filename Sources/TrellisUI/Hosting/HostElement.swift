import Foundation

/// One view on screen, as a host sees it: where it is, what it shows, what it does.
@MainActor
@_spi(TrellisHost) public struct HostElement {
  package let node: _ViewNode
  /// Where the view is in its window, in points (whole pixels of the host's measurer).
  @_spi(TrellisHost) public let frame: CGRect
  package unowned let core: HostCore

  init(node: _ViewNode, frame: CGRect, core: HostCore) {
    self.node = node
    self.frame = frame
    self.core = core
  }

  /// The view's type name, without module or generic arguments.
  @_spi(TrellisHost) public var typeName: String {
    let name = node.typeName
    return String(name.prefix { $0 != "<" })
  }

  @_spi(TrellisHost) public var viewType: Any.Type { node.viewType }

  /// The text the view shows (a button's title, a toggle's label, a text's content).
  @_spi(TrellisHost) public var text: String { node.textContent }

  /// The explicit identity from `.id(_:)` or a `ForEach`, if any.
  @_spi(TrellisHost) public var explicitID: AnyHashable? {
    var current: _ViewNode? = node
    while let candidate = current {
      if case .explicit(let id) = candidate.id { return id }
      current = candidate.parent
      if let parent = current, parent.control != nil || parent.isPrimitive { break }
    }
    return nil
  }

  @_spi(TrellisHost) public var isEnabled: Bool { node.isEnabled }
  /// The direction the view is laid out in: a host gives its native widget the same one (a
  /// slider or progress bar then starts at the right end, a field's text at the right).
  @_spi(TrellisHost) public var layoutDirection: LayoutDirection {
    node.environment.layoutDirection
  }
  @_spi(TrellisHost) public var isFocused: Bool { core.graph.focusedNode === node }
  @_spi(TrellisHost) public var isAlive: Bool { node.isAlive }

  @_spi(TrellisHost) public enum Kind: Equatable {
    case button, toggle, textField, secureField, slider, stepper, picker
    /// A `TabView`'s bar of tabs.
    case tabBar
    /// The header of a `DisclosureGroup` or of a collapsible `Section`.
    case disclosure
    /// A `Menu`'s button.
    case menu
    /// A `List` that selects rows (made with `selection:`).
    case list
    /// A `ProgressView` or a `Gauge`: shown, not acted on (they take no focus).
    case progressView, gauge
    case other
  }

  @_spi(TrellisHost) public var kind: Kind {
    switch node.control {
    case .button: return .button
    case .toggle: return .toggle
    case .textField(_, let isSecure): return isSecure ? .secureField : .textField
    case .slider: return .slider
    case .stepper: return .stepper
    case .picker: return .picker
    case .tabBar: return .tabBar
    case .disclosure: return .disclosure
    case .menu: return .menu
    case .listSelection: return .list
    case nil:
      if isProgressView { return .progressView }
      if isGauge { return .gauge }
      return .other
    }
  }

  /// A toggle's state, a field's text, a slider's value.
  @_spi(TrellisHost) public var isOn: Bool? {
    if case .toggle(let isOn) = node.control { return isOn.wrappedValue }
    return nil
  }

  @_spi(TrellisHost) public var fieldText: String? {
    if case .textField(let text, _) = node.control { return text.wrappedValue }
    return nil
  }

  @_spi(TrellisHost) public var sliderValue: Double? {
    if case .slider(let value, _, _, _) = node.control { return value.wrappedValue }
    return nil
  }

  @_spi(TrellisHost) public var fieldTitle: String? {
    (node.view as? any _PlaceholderProviding)?._title
  }

  @_spi(TrellisHost) public var placeholder: String? {
    (node.view as? any _PlaceholderProviding)?._placeholder
  }

  // MARK: Actions

  @_spi(TrellisHost) public enum ActionError: Error, Equatable, CustomStringConvertible {
    case disabled(String)
    case notApplicable(String)
    case gone(String)

    @_spi(TrellisHost) public var description: String {
      switch self {
      case .disabled(let what): return "\(what) is disabled"
      case .notApplicable(let what): return what
      case .gone(let what): return "\(what) is no longer in the view graph"
      }
    }
  }

  func checkUsable(_ what: String) throws {
    guard node.isAlive else { throw ActionError.gone(what) }
    if let front = core.frontPresentation, front.isAlive, !node.isInSubtree(of: front) {
      throw ActionError.notApplicable(
        "\(what) is behind a presented sheet or alert; dismiss it first")
    }
    guard node.isEnabled else { throw ActionError.disabled(what) }
  }

  private var label: String { "\(typeName) \"\(text)\"" }

  /// Presses a button, flips a toggle, increments a stepper; focuses a field. Like a click
  /// or touch on Apple's platforms, pressing a button or toggle leaves keyboard focus where
  /// it was (a field being edited keeps it).
  @_spi(TrellisHost) public func tap() throws {
    if case .menu(let primaryAction) = node.control {
      // A menu is pressed with its own list open in front of it, which closes it.
      return try tapMenu(primaryAction: primaryAction)
    }
    try checkUsable(label)
    switch node.control {
    case .button(let action):
      action()
    case .toggle(let isOn):
      isOn.wrappedValue.toggle()
    case .stepper(let increment, _, _):
      increment()
    case .picker(_, let look):
      try tapPicker(look)
    case .tabBar:
      try selectKeyboardTab()
    case .disclosure(let isExpanded):
      isExpanded.wrappedValue.toggle()
    case .menu(let primaryAction):
      try tapMenu(primaryAction: primaryAction)
    case .textField, .slider:
      core.focus(node)
    case .listSelection:
      // Space on a focused list: the row the keyboard is on.
      try toggleCursorRow()
    case nil:
      // A view with a tap gesture (on it or around it) is tapped at its centre.
      guard runTapGesture(at: CGPoint(x: frame.midX, y: frame.midY), count: 1) else {
        throw ActionError.notApplicable("\(label) is not a control that can be tapped")
      }
    }
  }

  /// Taps a view `count` times in a row, as a double click does for 2: runs the tap
  /// gestures on it or around it that a run of that many taps sets off. A control is tapped
  /// `count` times.
  @_spi(TrellisHost) public func tap(count: Int) throws {
    guard node.control == nil else {
      for _ in 0..<max(count, 1) { try tap() }
      return
    }
    try checkUsable(label)
    let centre = CGPoint(x: frame.midX, y: frame.midY)
    var ran = false
    for tap in 1...max(count, 1) where runTapGesture(at: centre, count: tap) { ran = true }
    guard ran else {
      throw ActionError.notApplicable("\(label) has no tap gesture for \(count) taps")
    }
  }

  /// Moves keyboard focus to this control, or to the view made focusable (`focusable()`)
  /// that this view is in, as Tab would.
  @_spi(TrellisHost) public func focus() throws {
    var target: _ViewNode? = node.control != nil ? node : nil
    if target == nil {
      var current: _ViewNode? = node
      while let candidate = current, candidate.control == nil {
        if candidate.takesFocus {
          target = candidate
          break
        }
        current = candidate.parent
      }
    }
    guard let target else {
      throw ActionError.notApplicable("\(label) is not a control that can take focus")
    }
    try checkUsable(label)
    core.focus(target)
  }

  @_spi(TrellisHost) public func toggle() throws {
    guard case .toggle(let isOn) = node.control else {
      throw ActionError.notApplicable("\(label) is not a toggle")
    }
    try checkUsable(label)
    isOn.wrappedValue.toggle()
  }

  /// Types `characters` at the caret of a field (its end, unless the caret was moved), one
  /// change per character, as keys do. Focuses the field.
  @_spi(TrellisHost) public func type(_ characters: String) throws {
    let text = try editableText()
    core.focus(node)
    for character in characters { core.edit(node, text: text, .insert(String(character))) }
  }

  /// Replaces a field's text in one change.
  @_spi(TrellisHost) public func setText(_ newText: String) throws {
    let text = try editableText()
    core.focus(node)
    text.wrappedValue = newText
    core.showStoredText(text.wrappedValue, in: node)
  }

  /// Deletes the `count` characters before the caret of a field (the last ones, unless the
  /// caret was moved), one change per character, as Backspace does.
  @_spi(TrellisHost) public func deleteBackward(_ count: Int = 1) throws {
    let text = try editableText()
    for _ in 0..<count { core.edit(node, text: text, .deleteBackward) }
  }

  /// Deletes the `count` characters after the caret of a field, as Delete does.
  @_spi(TrellisHost) public func deleteForward(_ count: Int = 1) throws {
    let text = try editableText()
    for _ in 0..<count { core.edit(node, text: text, .deleteForward) }
  }

  /// Moves the caret of a field, focusing it.
  @_spi(TrellisHost) public func moveCaret(_ movement: _LineEditor.Movement) throws {
    try edit(.move(movement))
  }

  /// Applies one editing command at the caret of a field, as its key does: at most one
  /// change to the field's text. Focuses the field.
  @_spi(TrellisHost) public func edit(_ command: _LineEditor.Command) throws {
    let text = try editableText()
    core.focus(node)
    core.edit(node, text: text, command)
  }

  /// Where the caret of this field is, in characters, while it has focus.
  @_spi(TrellisHost) public var caretOffset: Int? {
    guard isFocused, case .textField(let text, _) = node.control else { return nil }
    return core.line(in: node, text: text.wrappedValue).caret
  }

  /// The binding of a field that can be edited now.
  package func editableText() throws -> Binding<String> {
    guard case .textField(let text, _) = node.control else {
      throw ActionError.notApplicable("\(label) is not a text field")
    }
    try checkUsable(label)
    return text
  }

  /// Submits a field (Enter): runs the `onSubmit` actions above it that handle `.text`, or
  /// `.search` for a search field.
  @_spi(TrellisHost) public func submit() throws {
    guard case .textField = node.control else {
      throw ActionError.notApplicable("\(label) is not a text field")
    }
    if textAreaRole == .editor {
      throw ActionError.notApplicable("a TextEditor is not submitted: Return starts a new line")
    }
    try checkUsable(label)
    // A text field (or secure field) submits with the `.text` trigger, a searchable view's
    // field with `.search`. A field bound to a value commits its entry first, so the actions
    // see the new value.
    node.fieldDidSubmit()
    node.environment.submitAction?(isSearchField ? .search : .text)
  }

  /// Sets a slider's value, clamped to its range and snapped to its step. Outside a drag
  /// (``beginSliderDrag()``), the change is one editing session of its own: the slider's
  /// `onEditingChanged` hears `true` before it and `false` after, as for a click on a track.
  @_spi(TrellisHost) public func setValue(_ newValue: Double) throws {
    guard case .slider(let value, let range, let step, let onEditingChanged) = node.control
    else {
      throw ActionError.notApplicable("\(label) is not a slider")
    }
    try checkUsable(label)
    var clamped = min(range.upperBound, max(range.lowerBound, newValue))
    if let step, step > 0 {
      clamped = range.lowerBound + ((clamped - range.lowerBound) / step).rounded() * step
    }
    let isDragged = core.draggedSlider === node
    if !isDragged { onEditingChanged(true) }
    value.wrappedValue = clamped
    if !isDragged { onEditingChanged(false) }
  }

  @_spi(TrellisHost) public func decrement() throws {
    guard case .stepper(_, let decrement, _) = node.control else {
      throw ActionError.notApplicable("\(label) is not a stepper")
    }
    try checkUsable(label)
    decrement()
  }

  @_spi(TrellisHost) public func increment() throws {
    guard case .stepper(let increment, _, _) = node.control else {
      throw ActionError.notApplicable("\(label) is not a stepper")
    }
    try checkUsable(label)
    increment()
  }

  /// Moves a slider by `steps` of its step (a twentieth of its range when it has none), or
  /// increments a stepper `steps` times (decrements when negative), as arrow keys do.
  @_spi(TrellisHost) public func adjust(by steps: Int) throws {
    switch node.control {
    case .slider(let value, let range, let step, _):
      let span = range.upperBound - range.lowerBound
      let stride = step.flatMap { $0 > 0 ? $0 : nil } ?? span / 20
      try setValue(value.wrappedValue + Double(steps) * stride)
    case .stepper:
      for _ in 0..<abs(steps) { try steps > 0 ? increment() : decrement() }
    case .picker:
      try movePicker(by: steps)
    case .tabBar:
      try moveTabHighlight(by: steps)
    case .disclosure:
      // Right expands, Left collapses, as in an outline.
      try setExpanded(steps > 0)
    case .listSelection:
      try moveListSelection(by: steps, extending: false)
    default:
      throw ActionError.notApplicable("\(label) is not a slider or a stepper")
    }
  }
}

/// Controls that show a placeholder while empty.
@MainActor
protocol _PlaceholderProviding {
  var _placeholder: String { get }
  /// The title a field was made with, when it is a text: what names it even where a
  /// `prompt` is shown instead.
  var _title: String? { get }
}

extension TextField: _PlaceholderProviding {
  var _placeholder: String { placeholder }
  var _title: String? { (label as? Text)?.content }
}

extension SecureField: _PlaceholderProviding {
  var _placeholder: String { field.placeholder }
  var _title: String? { field._title }
}
