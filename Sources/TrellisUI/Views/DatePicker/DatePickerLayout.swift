import Foundation

/// The looks a host with date pickers of its own shows the built-in styles in.
@_spi(TrellisHost) public enum _NativeDatePickerLook: Hashable, Sendable {
  /// A month calendar under the title, the time's fields under it (`.graphical`).
  case calendar
  /// A button showing the date that opens a calendar (`.automatic`, `.compact`, `.wheel`).
  case button
  /// A field the date is typed into, read in the locale (`.field`, `.stepperField`).
  case entry
}

/// The sizes of a host's own date pickers (GTK's calendar and time fields); the button and
/// the entry are measured as a button's and a field's text.
@_spi(TrellisHost) public struct _NativeDatePickerMetrics: Hashable, Sendable {
  /// A month calendar.
  @_spi(TrellisHost) public var calendar: CGSize
  /// The hour and minute fields.
  @_spi(TrellisHost) public var timeFields: CGSize
  /// What a button that opens a popover adds to a plain button's width (its arrow).
  @_spi(TrellisHost) public var buttonIndicatorWidth: CGFloat
  /// The space between the title and the control, and between a calendar and the time.
  @_spi(TrellisHost) public var spacing: CGFloat

  /// Date pickers of these sizes.
  @_spi(TrellisHost) public init(
    calendar: CGSize, timeFields: CGSize, buttonIndicatorWidth: CGFloat, spacing: CGFloat
  ) {
    self.calendar = calendar
    self.timeFields = timeFields
    self.buttonIndicatorWidth = buttonIndicatorWidth
    self.spacing = spacing
  }
}

/// A date picker's layout (a multi-date picker's too, in the calendar look). Where the host
/// shows date pickers with widgets of its own (``_HostMetrics/nativeDatePickers``) and the
/// style is a built-in one, the picker is as large as its title and the host's control, and
/// the views of the style's body are not placed (the host draws the picker). Else it is its style's body, sized and placed as it
/// is, the picker keeping a frame of its own so that hosts and tests find it.
struct _DatePickerLayout: _WrappingLayout, Equatable {
  let nativeLook: _NativeDatePickerLook?
  let components: DatePickerComponents

  private static let body = _StyledBodyLayout(isLeading: true)

  @MainActor private func native(_ context: _LayoutContext) -> (
    look: _NativeDatePickerLook, metrics: _NativeDatePickerMetrics
  )? {
    guard let nativeLook, let metrics = context.metrics.nativeDatePickers else { return nil }
    return (nativeLook, metrics)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    guard let (look, metrics) = native(context) else {
      return Self.body.sizeThatFits(proposal, subviews: subviews, context: context)
    }
    let node = context.node
    let control: CGSize
    switch look {
    case .calendar:
      control = panelSize(metrics)
    case .button:
      let text = context.measurer.measure(
        _MeasuredText(string: node.datePickerShownText ?? ""), proposal: .unspecified
      ).size
      let around = context.measurer.decoration(of: .button)
      control = CGSize(
        width: text.width + around.leading + around.trailing + metrics.buttonIndicatorWidth,
        height: text.height + around.top + around.bottom)
    case .entry:
      control = context.measurer.size(
        of: .textField(text: node.datePickerShownText ?? "", placeholder: ""),
        proposal: .unspecified)
    }
    let title = node.datePickerShowsTitle ? node.datePickerTitle ?? "" : ""
    guard !title.isEmpty else { return control }
    let titleSize = context.measurer.measure(_MeasuredText(string: title), proposal: .unspecified)
      .size
    if look == .calendar {
      return CGSize(
        width: max(titleSize.width, control.width),
        height: titleSize.height + metrics.spacing + control.height)
    }
    return CGSize(
      width: titleSize.width + metrics.spacing + control.width,
      height: max(titleSize.height, control.height))
  }

  /// The calendar, the time's fields under it, or both.
  private func panelSize(_ metrics: _NativeDatePickerMetrics) -> CGSize {
    let showsDate = components.contains(.date)
    let showsTime = components.contains(.hourAndMinute)
    switch (showsDate, showsTime) {
    case (true, true):
      return CGSize(
        width: max(metrics.calendar.width, metrics.timeFields.width),
        height: metrics.calendar.height + metrics.spacing + metrics.timeFields.height)
    case (false, true): return metrics.timeFields
    default: return metrics.calendar
    }
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    // The host's own control shows the picker: the style's views are not placed.
    guard native(context) == nil else { return }
    Self.body.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context)
  }

  func explicitAlignment(
    of guide: _AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews,
    context: _LayoutContext
  ) -> CGFloat? {
    guard native(context) == nil else { return nil }
    return Self.body.explicitAlignment(
      of: guide, in: bounds, proposal: proposal, subviews: subviews, context: context)
  }
}
