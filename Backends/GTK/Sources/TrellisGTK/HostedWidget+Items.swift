@_spi(TrellisHost) import TrellisUI

/// What a widget shows, read from its view's display items: layout made them for this frame,
/// and the widget shows them as they are (its element is only where a person's actions go).
extension HostedWidget {
  /// The control among the view's items: a button's, a toggle's, a field's, a picker's.
  var shownControl: _ControlItem? {
    for item in items {
      if case .control(let control) = item.content { return control }
    }
    return nil
  }

  /// What the items give a native widget beyond the drawing (each of a view's items has the
  /// same): its title, role and style, what assistive technologies read.
  var shownAttributes: _DisplayAttributes { items.first?.attributes ?? .none }

  /// Whether the view is shown enabled. A list's and a representable's widgets have no
  /// items of their own (a scrolled window, the app's widget): their element tells.
  var isShownEnabled: Bool { items.isEmpty ? element.isEnabled : shownAttributes.isEnabled }

  /// Whether a toggle shows on, a disclosure group expanded.
  var isShownOn: Bool {
    switch shownControl?.kind {
    case .toggle(let isOn)?, .toggleButton(let isOn)?, .disclosure(let isOn)?: return isOn
    default: return false
    }
  }

  /// Whether the button is drawn by a style of the app's own (its body's items are the
  /// drawing, over the button).
  var isShownStyled: Bool {
    if case .styledButton? = shownControl?.kind { return true }
    return false
  }

  /// The title the control shows: the text of its label.
  var shownTitle: String { shownAttributes.title }

  /// The prompt a field or text area shows while empty.
  var shownPlaceholder: String? {
    switch shownControl?.kind {
    case .textField(_, let placeholder, _)?: return placeholder
    case .textArea(let area)?: return area.placeholder
    default: return nil
    }
  }

  /// The number a stepper over a number shows; `nil` for a stepper with its own actions.
  var shownSteppedNumber: _SteppedNumber? {
    if case .stepper(let number)? = shownControl?.kind { return number }
    return nil
  }

  /// A scroll view's or list's viewport: where it is scrolled, and which bars show.
  var shownScrollRegion: _ScrollRegionItem? {
    for item in items {
      if case .scrollRegion(let region) = item.content { return region }
    }
    return nil
  }

  /// A group box's box among its items, where it is.
  var shownGroupBoxFrame: CGRect? {
    items.first { item in
      if case .groupBox = item.content { return true }
      return false
    }?.frame
  }

  /// What a control is called aloud: its title, else its label's title or its symbol's
  /// words when it shows none.
  var shownSpokenTitle: String {
    let attributes = shownAttributes
    return attributes.title.isEmpty ? attributes.spokenTitle : attributes.title
  }
}

/// What is fixed when a widget is made, beyond its kind, read from its view's items: a
/// separator's direction, whether a stepper is a spin button (over a number) or two buttons,
/// whether a ring reads as a gauge's meter or a progress bar.
struct WidgetVariant {
  var isVertical = false
  var isSpinButton = false
  var isMeterRing = false

  init(_ kind: WidgetKind, items: ArraySlice<_DisplayItem>) {
    for item in items {
      switch item.content {
      case .separator(let isVertical):
        self.isVertical = isVertical
      case .control(let control):
        switch control.kind {
        case .stepper(let number): isSpinButton = kind == .stepper && number != nil
        case .gauge: isMeterRing = kind == .ring
        default: break
        }
      default:
        continue
      }
      return
    }
  }
}
