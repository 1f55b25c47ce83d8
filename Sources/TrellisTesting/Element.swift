@_spi(TrellisHost) import TrellisTerminalHost
@_spi(TrellisHost) import TrellisUI

extension ViewHost {
  /// A view on screen, found by a `ViewHost` query. Actions go through the live graph, as a
  /// person's input would; those the view refuses (a disabled button) throw.
  @MainActor
  public struct Element: @MainActor CustomStringConvertible {
    let base: HostElement
    /// The screen the view is on, kept alive as long as the element: an element found
    /// through a host a test has let go of still reads and acts on that screen.
    private let screen: HostCore

    init(_ base: HostElement) {
      self.base = base
      screen = base.core
    }

    /// The kind of control, or `.other`.
    public enum Kind: Equatable, Sendable {
      /// A `Button`, `Toggle`, `TextField`, `SecureField`, `Slider`, `Stepper` or `Picker`,
      /// a `ProgressView` or a `Gauge`, or any other view.
      case button, toggle, textField, secureField, slider, stepper, picker, progressView, gauge,
        other
      /// The bar of a `TabView`, which selects its tabs.
      case tabBar
      /// The header of a `DisclosureGroup` or of a collapsible `Section`.
      case disclosure
      /// A `Menu`'s button.
      case menu
      /// A `List` made with `selection:`, which takes focus and selects its rows.
      case list
    }

    /// Which kind of control the view is, or `.other` for any other view.
    public var kind: Kind {
      switch base.kind {
      case .button: return .button
      case .toggle: return .toggle
      case .textField: return .textField
      case .secureField: return .secureField
      case .slider: return .slider
      case .stepper: return .stepper
      case .picker: return .picker
      case .disclosure: return .disclosure
      case .progressView: return .progressView
      case .gauge: return .gauge
      case .tabBar: return .tabBar
      case .menu: return .menu
      case .list: return .list
      case .other: return .other
      }
    }

    /// The view's type name without generic arguments, such as `"Text"` or `"LabelRow"`.
    public var typeName: String { base.typeName }
    var viewType: Any.Type { base.viewType }
    /// The text the view shows.
    public var text: String { base.text }
    /// A text field's title or prompt.
    public var placeholder: String? { base.placeholder }
    var explicitID: AnyHashable? { base.explicitID }
    /// Whether the view accepts input (no `.disabled(true)` above it).
    public var isEnabled: Bool { base.isEnabled }
    /// Whether the system's background behind a list's, form's or text editor's content is
    /// hidden or shown here (`scrollContentBackground(_:)`); `.automatic` when not set.
    public var scrollContentBackground: Visibility { base.scrollContentBackground }
    /// Whether the view has keyboard focus.
    public var isFocused: Bool { base.isFocused }
    /// A toggle's state.
    public var isOn: Bool? { base.isOn }
    /// A text field's text.
    public var value: String? { base.fieldText }
    /// A slider's value.
    public var sliderValue: Double? { base.sliderValue }
    /// A value stepper's value (`Stepper(value:in:)`); `nil` for one made of closures.
    public var stepperValue: Double? { base.stepperValue }
    /// Where a focused text field's caret is, in characters from the start of its text.
    public var caretOffset: Int? { base.caretOffset }
    /// Where the view is, in cells.
    public var frame: (x: Int, y: Int, width: Int, height: Int) { base.cellFrame }
    /// The value given to the view with `tag(_:)`.
    public var tag: AnyHashable? { base.tag }
    /// How far the scroll view, list or form around the view (or the view itself) is
    /// scrolled along `axis`: cells for a scroll view, rows for a list or form.
    public func scrollOffset(along axis: Axis = .vertical) -> Int? {
      base.scrollOffset(along: axis)
    }

    /// The view, its text and frame, for failure messages.
    public var description: String { "\(typeName) \"\(text)\" at \(frame)" }

    /// Presses a button, flips a toggle, increments a stepper, or focuses a field; on any
    /// other view, runs the tap gesture on it or around it (`onTapGesture`).
    public func tap() throws { try run { try base.tap() } }
    /// Taps `count` times in a row (2 for a double tap): the tap gestures on the view or
    /// around it that so many taps set off run; a control is tapped `count` times.
    public func tap(count: Int) throws { try run { try base.tap(count: count) } }
    /// Holds a button down, as a pointer pressed on it does: a `ButtonStyle` draws it with
    /// `configuration.isPressed` true (after the next update) until ``release(inside:)``. Its
    /// action does not run yet.
    public func press() throws { try run { try base.beginPress() } }
    /// Lets go of a button held by ``press()`` over it, which runs its action, as the end of
    /// a click does; ``release(inside:)`` with `false` lets go elsewhere, which does not.
    public func release(inside: Bool = true) throws {
      try run { try base.endPress(activating: inside) }
    }
    /// Moves keyboard focus to this control, as Tab would.
    public func focus() throws { try run { try base.focus() } }
    /// Flips a toggle.
    public func toggle() throws { try run { try base.toggle() } }
    /// Types `text` at the end of a field, one character at a time.
    public func type(_ text: String) throws { try run { try base.type(text) } }
    /// Replaces a field's text.
    public func setText(_ text: String) throws { try run { try base.setText(text) } }
    /// Deletes characters from the end of a field's text.
    public func deleteBackward(_ count: Int = 1) throws {
      try run { try base.deleteBackward(count) }
    }
    /// Submits a field, as Enter does.
    public func submit() throws { try run { try base.submit() } }
    /// Sets a slider's value, as a click on its track does: one editing session.
    public func setValue(_ value: Double) throws { try run { try base.setValue(value) } }
    /// Drags a slider's knob through `fractions` of its range (0 at its start, 1 at its end)
    /// in one editing session: `onEditingChanged` hears `true` before the first and `false`
    /// after the last.
    public func dragSlider(through fractions: Double...) throws {
      try run {
        try base.beginSliderDrag()
        defer { base.endSliderDrag() }
        for fraction in fractions { try base.setSliderFraction(fraction) }
      }
    }
    /// Increments a stepper.
    public func increment() throws { try run { try base.increment() } }
    /// Decrements a stepper.
    public func decrement() throws { try run { try base.decrement() } }
    /// Scrolls the scroll view, list or form around the view (or the view itself) by
    /// `amount` along `axis` (cells for a scroll view, rows for a list or form; back when
    /// negative), and lays the screen out again.
    public func scroll(by amount: Int, along axis: Axis = .vertical) throws {
      try run { try base.scroll(by: amount, along: axis) }
    }

    func run(_ action: () throws -> Void) throws {
      do {
        try action()
      } catch let error as HostElement.ActionError {
        switch error {
        case .disabled(let what): throw ViewHostError.disabled(what)
        case .notApplicable(let what): throw ViewHostError.notApplicable(what)
        case .gone(let what): throw ViewHostError.gone(what)
        }
      }
    }
  }
}
