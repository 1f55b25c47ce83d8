import Foundation

private struct LabelsVisibilityKey: EnvironmentKey {
  static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
  /// Whether the controls here show their labels, as `.labelsVisibility(_:)` or
  /// `.labelsHidden()` set it; `.automatic` (shown) by default.
  public var labelsVisibility: Visibility {
    get { self[LabelsVisibilityKey.self] }
    set { self[LabelsVisibilityKey.self] = newValue }
  }
}

extension View {
  /// Hides the labels of the controls in this view: a toggle shows its box or switch, a
  /// picker its menu or choices, a stepper its buttons, labelled content its value.
  ///
  /// A hidden label takes no room, but the control keeps it as its name: a screen reader
  /// still reads the toggle as its label's text, and so do tests.
  ///
  /// ```swift
  /// Toggle("Wi-Fi", isOn: $isOn)
  ///   .labelsHidden()
  /// ```
  public func labelsHidden() -> some View {
    labelsVisibility(.hidden)
  }

  /// Shows or hides the labels of the controls in this view. `.hidden` is
  /// ``labelsHidden()``; `.visible` inside a hidden part shows its controls' labels again.
  ///
  /// - Parameter visibility: Whether the labels are shown; `.automatic` shows them.
  public func labelsVisibility(_ visibility: Visibility) -> some View {
    modifier(_EnvironmentModifier { $0.labelsVisibility = visibility })
  }
}

extension View {
  /// This view as a control's label in `environment`: itself, or where labels are hidden,
  /// wrapped to take no size and show nothing, though its text still names the control. Only
  /// a hidden label is wrapped: a node more in every control's label cost a tenth of a
  /// toggle's update. (A label shown again after being hidden is made anew.)
  func _controlLabel(in environment: EnvironmentValues) -> any View {
    environment.labelsVisibility == .hidden ? modifier(_ControlLabelModifier()) : self
  }
}

/// Hides a control's label where `labelsVisibility` is `.hidden`. The label's views stay
/// in the graph, so the control's title (what tests and screen readers read) is still its
/// text.
struct _ControlLabelModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never

  func _layout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_HiddenLabelLayout())
  }
}

extension _ViewNode {
  /// Whether this control's label is hidden by `.labelsHidden()`: the host shows no title,
  /// but names the control by it. A button's label, a menu's and a toggle's drawn as a
  /// button are what is pressed, not a label beside the control, and stay.
  var showsNoLabel: Bool {
    guard environment.labelsVisibility == .hidden else { return false }
    switch control {
    case .toggle?: return !isToggleButton
    case .stepper?, .picker?: return true
    default: return false
    }
  }
}

/// A hidden label: no size, and its views placed inside a clip with no area, so nothing of
/// them is drawn or listed among the elements on screen.
struct _HiddenLabelLayout: _WrappingLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    .zero
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    context.engine.clipping(to: CGRect(origin: bounds.origin, size: .zero)) {
      _StackLayout.column.placeSubviews(
        in: bounds, proposal: proposal, subviews: subviews, context: context)
    }
  }
}
