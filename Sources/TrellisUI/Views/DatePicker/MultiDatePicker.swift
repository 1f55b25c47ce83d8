import Foundation

/// A control that chooses any number of days, from a month of days where choosing a day
/// adds it or takes it away.
///
/// ```swift
/// @State private var days: Set<DateComponents> = []
///
/// MultiDatePicker("Days off", selection: $days)
/// ```
///
/// The chosen days are components of the environment's calendar (its calendar, era, year,
/// month and day). A range given with `in:` limits the days a person may choose; days outside
/// are dimmed.
public struct MultiDatePicker<Label: View>: View {
  let selection: Binding<Set<DateComponents>>
  let bounds: _DateBounds
  let label: Label

  private init(selection: Binding<Set<DateComponents>>, bounds: _DateBounds, label: Label) {
    self.selection = selection
    self.bounds = bounds
    self.label = label
  }

  /// A multi-date picker of any days, labelled with `label`.
  ///
  /// - Parameters:
  ///   - selection: The chosen days.
  ///   - label: A view that says what the days are for.
  public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
    self.init(selection: selection, bounds: .unbounded, label: label())
  }

  /// A multi-date picker of the days in `bounds`, its end excluded, labelled with `label`.
  ///
  /// - Parameters:
  ///   - selection: The chosen days.
  ///   - bounds: The dates a person may choose from.
  ///   - label: A view that says what the days are for.
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: Range<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection,
      bounds: _DateBounds(
        minimum: bounds.lowerBound, maximum: bounds.upperBound, excludesMaximum: true),
      label: label())
  }

  /// A multi-date picker of the days from `bounds`' start on, labelled with `label`.
  ///
  /// - Parameters:
  ///   - selection: The chosen days.
  ///   - bounds: The earliest date a person may choose.
  ///   - label: A view that says what the days are for.
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, bounds: _DateBounds(minimum: bounds.lowerBound), label: label())
  }

  /// A multi-date picker of the days before `bounds`' end, labelled with `label`.
  ///
  /// - Parameters:
  ///   - selection: The chosen days.
  ///   - bounds: The date the choosable days end before.
  ///   - label: A view that says what the days are for.
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, bounds: _DateBounds(maximum: bounds.upperBound, excludesMaximum: true),
      label: label())
  }

}

extension MultiDatePicker {
  /// Drawn by Trellis: the label above a month of days, or the host's own calendar.
  public typealias Body = Never
}

extension MultiDatePicker: _PrimitiveView {
  /// The label above a month of days, the picker's node kept around them so that hosts and
  /// tests find the picker.
  func _children(in context: _ChildContext) -> _Children {
    .list([
      _Child(
        id: .index(0),
        view: _MultiDatePickerBody(
          label: DatePickerStyleConfiguration.Label(content: AnyView(label)),
          selection: selection, bounds: bounds))
    ])
  }

  /// Where the host has date pickers of its own, the title above the host's calendar (its
  /// views not placed); else the label above the month of days drawn of views.
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_DatePickerLayout(nativeLook: .calendar, components: .date))
  }
}

/// A multi-date picker's label (hidden by `labelsHidden()`) above its month of days.
struct _MultiDatePickerBody: View {
  /// The label, in the same wrapper as a date picker's, where the headless host finds it.
  let label: DatePickerStyleConfiguration.Label
  let selection: Binding<Set<DateComponents>>
  let bounds: _DateBounds
  @Environment(\.labelsVisibility) private var labelsVisibility

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if labelsVisibility == .hidden {
        label.modifier(_ControlLabelModifier())
      } else {
        label
      }
      _MonthGrid(selection: .multiple(selection), bounds: bounds)
    }
  }
}

extension MultiDatePicker where Label == Text {
  /// A multi-date picker titled by a localized key.
  ///
  /// - Parameters:
  ///   - titleKey: The key of the picker's title.
  ///   - selection: The chosen days.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection) { Text(titleKey) }
  }

  /// A multi-date picker of the days in `bounds`, titled by a localized key.
  ///
  /// - Parameters:
  ///   - titleKey: The key of the picker's title.
  ///   - selection: The chosen days.
  ///   - bounds: The dates a person may choose from, the end excluded.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
    in bounds: Range<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(titleKey) }
  }

  /// A multi-date picker of the days from `bounds`' start on, titled by a localized key.
  ///
  /// - Parameters:
  ///   - titleKey: The key of the picker's title.
  ///   - selection: The chosen days.
  ///   - bounds: The earliest date a person may choose.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
    in bounds: PartialRangeFrom<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(titleKey) }
  }

  /// A multi-date picker of the days before `bounds`' end, titled by a localized key.
  ///
  /// - Parameters:
  ///   - titleKey: The key of the picker's title.
  ///   - selection: The chosen days.
  ///   - bounds: The date the choosable days end before.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
    in bounds: PartialRangeUpTo<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(titleKey) }
  }

  /// A multi-date picker titled by a string, shown as it is.
  ///
  /// - Parameters:
  ///   - title: The picker's title.
  ///   - selection: The chosen days.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection) { Text(title) }
  }

  /// A multi-date picker of the days in `bounds`, titled by a string.
  ///
  /// - Parameters:
  ///   - title: The picker's title.
  ///   - selection: The chosen days.
  ///   - bounds: The dates a person may choose from, the end excluded.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(title) }
  }

  /// A multi-date picker of the days from `bounds`' start on, titled by a string.
  ///
  /// - Parameters:
  ///   - title: The picker's title.
  ///   - selection: The chosen days.
  ///   - bounds: The earliest date a person may choose.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(title) }
  }

  /// A multi-date picker of the days before `bounds`' end, titled by a string.
  ///
  /// - Parameters:
  ///   - title: The picker's title.
  ///   - selection: The chosen days.
  ///   - bounds: The date the choosable days end before.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(title) }
  }
}

/// What the headless host reads from a multi-date picker's view to drive it.
@MainActor protocol _MultiDatePickerModel {
  var selection: Binding<Set<DateComponents>> { get }
  var bounds: _DateBounds { get }
}

extension MultiDatePicker: _MultiDatePickerModel {}
