import Foundation

/// A control that chooses a date, a time, or both.
///
/// ```swift
/// @State private var due = Date()
///
/// DatePicker("Due", selection: $due, in: Date()..., displayedComponents: .date)
/// ```
///
/// The picker shows `displayedComponents` of the selection in the environment's `locale`,
/// `calendar` and `timeZone`. A range given with `in:` bounds it: a selection outside is
/// shown at the nearest end, and every change a person makes stays inside. How it looks comes
/// from ``View/datePickerStyle(_:)``: a field of the date's parts (`.automatic`, `.compact`,
/// `.field`, `.stepperField`, `.wheel`), or a month of days with the time below
/// (`.graphical`).
public struct DatePicker<Label: View>: View {
  /// The parts of a date a picker shows.
  public typealias Components = DatePickerComponents

  let selection: Binding<Date>
  let bounds: _DateBounds
  let displayedComponents: DatePickerComponents
  let label: Label

  private init(
    selection: Binding<Date>, bounds: _DateBounds, displayedComponents: DatePickerComponents,
    label: Label
  ) {
    self.selection = selection
    self.bounds = bounds
    self.displayedComponents = displayedComponents
    self.label = label
  }

  /// A date picker of any date, labelled with `label`.
  ///
  /// - Parameters:
  ///   - selection: The chosen date.
  ///   - displayedComponents: The parts of the date shown: the day and the time unless given.
  ///   - label: A view that says what the date is for.
  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, bounds: .unbounded, displayedComponents: displayedComponents,
      label: label())
  }

  /// A date picker of the dates in `range`, labelled with `label`.
  ///
  /// - Parameters:
  ///   - selection: The chosen date.
  ///   - range: The dates a person may choose, both ends included.
  ///   - displayedComponents: The parts of the date shown.
  ///   - label: A view that says what the date is for.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection,
      bounds: _DateBounds(minimum: range.lowerBound, maximum: range.upperBound),
      displayedComponents: displayedComponents, label: label())
  }

  /// A date picker of the dates from `range`'s start on, labelled with `label`.
  ///
  /// - Parameters:
  ///   - selection: The chosen date.
  ///   - range: The earliest date a person may choose, and every one after it.
  ///   - displayedComponents: The parts of the date shown.
  ///   - label: A view that says what the date is for.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, bounds: _DateBounds(minimum: range.lowerBound),
      displayedComponents: displayedComponents, label: label())
  }

  /// A date picker of the dates up to and including `range`'s end, labelled with `label`.
  ///
  /// - Parameters:
  ///   - selection: The chosen date.
  ///   - range: The latest date a person may choose, and every one before it.
  ///   - displayedComponents: The parts of the date shown.
  ///   - label: A view that says what the date is for.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, bounds: _DateBounds(maximum: range.upperBound),
      displayedComponents: displayedComponents, label: label())
  }

}

extension DatePicker {
  /// Drawn by Trellis in the environment's date picker style.
  public typealias Body = Never
}

extension DatePicker: _PrimitiveView {
  /// The style's body, the picker's node kept around it so that hosts and tests find the
  /// picker (a view with a body has no frame of its own).
  func _children(in context: _ChildContext) -> _Children {
    let configuration = DatePickerStyleConfiguration(
      label: DatePickerStyleConfiguration.Label(content: AnyView(label)), selection: selection,
      bounds: bounds, displayedComponents: displayedComponents)
    return .list([
      _Child(
        id: .index(0),
        view: _DatePickerStyleBody(
          style: context.environment.datePickerStyle, configuration: configuration))
    ])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(
      _DatePickerLayout(
        nativeLook: node.environment.datePickerStyle.nativeLook,
        components: displayedComponents))
  }
}

extension DatePicker where Label == Text {
  /// A date picker titled by a localized key.
  ///
  /// - Parameters:
  ///   - titleKey: The key of the picker's title.
  ///   - selection: The chosen date.
  ///   - displayedComponents: The parts of the date shown.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A date picker of the dates in `range`, titled by a localized key.
  ///
  /// - Parameters:
  ///   - titleKey: The key of the picker's title.
  ///   - selection: The chosen date.
  ///   - range: The dates a person may choose, both ends included.
  ///   - displayedComponents: The parts of the date shown.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// A date picker of the dates from `range`'s start on, titled by a localized key.
  ///
  /// - Parameters:
  ///   - titleKey: The key of the picker's title.
  ///   - selection: The chosen date.
  ///   - range: The earliest date a person may choose.
  ///   - displayedComponents: The parts of the date shown.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// A date picker of the dates up to `range`'s end, titled by a localized key.
  ///
  /// - Parameters:
  ///   - titleKey: The key of the picker's title.
  ///   - selection: The chosen date.
  ///   - range: The latest date a person may choose.
  ///   - displayedComponents: The parts of the date shown.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// A date picker titled by a string, shown as it is.
  ///
  /// - Parameters:
  ///   - title: The picker's title.
  ///   - selection: The chosen date.
  ///   - displayedComponents: The parts of the date shown.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A date picker of the dates in `range`, titled by a string.
  ///
  /// - Parameters:
  ///   - title: The picker's title.
  ///   - selection: The chosen date.
  ///   - range: The dates a person may choose, both ends included.
  ///   - displayedComponents: The parts of the date shown.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }

  /// A date picker of the dates from `range`'s start on, titled by a string.
  ///
  /// - Parameters:
  ///   - title: The picker's title.
  ///   - selection: The chosen date.
  ///   - range: The earliest date a person may choose.
  ///   - displayedComponents: The parts of the date shown.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }

  /// A date picker of the dates up to `range`'s end, titled by a string.
  ///
  /// - Parameters:
  ///   - title: The picker's title.
  ///   - selection: The chosen date.
  ///   - range: The latest date a person may choose.
  ///   - displayedComponents: The parts of the date shown.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }
}

/// What the headless host reads from a date picker's view to drive it.
@MainActor protocol _DatePickerModel {
  var selection: Binding<Date> { get }
  var bounds: _DateBounds { get }
  var displayedComponents: DatePickerComponents { get }
}

extension DatePicker: _DatePickerModel {}
