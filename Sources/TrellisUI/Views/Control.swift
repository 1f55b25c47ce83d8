/// What a person can do with a control. Hosts (the terminal, the headless test host) act on
/// controls only through this, so every host behaves the same way.
@MainActor
enum _Control {
  case button(action: @MainActor () -> Void)
  case toggle(isOn: Binding<Bool>)
  case textField(text: Binding<String>, isSecure: Bool)
  /// A slider: `onEditingChanged` hears `true` as a person starts moving it and `false` as
  /// they let go.
  case slider(
    value: Binding<Double>, range: ClosedRange<Double>, step: Double?,
    onEditingChanged: (Bool) -> Void)
  case stepper(increment: () -> Void, decrement: () -> Void, value: _StepperValue?)
  /// A picker: its selection, and the look it is drawn in. Its options are read from its
  /// node when asked (see PickerOptions.swift).
  case picker(_PickerSelection, look: _PickerLook)
  /// A tab view's bar: its tabs are read from the tab view (see TabViewState.swift).
  case tabBar(_TabViewState)
  /// A disclosure group's header or a collapsible section's: whether its content is shown.
  case disclosure(isExpanded: Binding<Bool>)
  /// A menu's button: its items are read from its node when asked (MenuEntries.swift);
  /// pressing it runs `primaryAction`, or opens the list when it has none.
  case menu(primaryAction: (@MainActor () -> Void)?)
  /// A list that selects rows: it takes focus as one control (arrows move its selection),
  /// while the controls in its rows stay controls of their own (ListSelection.swift).
  case listSelection(_ListSelection)

  /// Whether the control holds other controls rather than labelling itself with its
  /// content: a selecting list, whose rows' views are shown and act as they are.
  var isContainer: Bool {
    if case .listSelection = self { return true }
    return false
  }

  /// Whether the control takes keyboard focus (text fields do; all controls can be tabbed to).
  var isTextInput: Bool {
    if case .textField = self { return true }
    return false
  }

  /// Whether the control shows its own focus, not the host's mark over its whole frame: a
  /// field its caret, a tab bar the tab the keyboard is on.
  var drawsOwnFocus: Bool {
    switch self {
    case .textField, .tabBar: return true
    default: return false
    }
  }
}

extension _ViewNode {
  /// The plain text this node and its descendants show, in reading order: a button's title,
  /// a toggle's label.
  var textContent: String {
    var parts: [String] = []
    collectText(into: &parts)
    return parts.joined(separator: " ")
  }

  private func collectText(into parts: inout [String]) {
    if let text = view as? Text {
      parts.append(text.shownString(in: environment, at: graph.textClock.now))
      return
    }
    if case .slider = control {
      // A slider reads as its label, not as the values at the ends of its track.
      if let label = children.first, !(label.view is _SliderTrack), case .index(0) = label.id {
        label.collectText(into: &parts)
      }
      return
    }
    if case .picker = control {
      // A picker reads as its label; its options are what it chooses among, not its title.
      children.first?.collectText(into: &parts)
      return
    }
    if holdsMenu {
      // A menu reads as its label, a view with a context menu as itself: their items are
      // what they offer, not what they show.
      children.first?.collectText(into: &parts)
      return
    }
    if view is _TabSlot, isHidden {
      // A tab not shown is read in the tab bar, by its title, not by its views.
      return
    }
    for child in children { child.collectText(into: &parts) }
    for row in lazyRows?.realizedInOrder ?? [] { row.collectText(into: &parts) }
  }

  /// Whether this control accepts input here (no `.disabled(true)` above it).
  var isEnabled: Bool { environment.isEnabled }
}
