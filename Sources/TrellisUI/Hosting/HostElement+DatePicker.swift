import Foundation

/// What the headless host reads from a date picker and does with it. A date picker is a
/// view of views (its field or month of days), so these read its view's binding and bounds
/// and write them as a person's choices would, through the same calendar arithmetic.
extension HostElement {
  private var datePickerModel: (any _DatePickerModel)? { node.view as? any _DatePickerModel }

  private var multiDatePickerModel: (any _MultiDatePickerModel)? {
    node.view as? any _MultiDatePickerModel
  }

  /// Whether this is a `DatePicker`.
  @_spi(TrellisHost) public var isDatePicker: Bool { datePickerModel != nil }

  /// Whether this is a `MultiDatePicker`.
  @_spi(TrellisHost) public var isMultiDatePicker: Bool { multiDatePickerModel != nil }

  /// The text of a date picker's label (hidden or not); `nil` for any other view.
  @_spi(TrellisHost) public var datePickerTitle: String? {
    guard isDatePicker || isMultiDatePicker else { return nil }
    var pending = [node]
    while !pending.isEmpty {
      let next = pending.removeFirst()
      if next.view is DatePickerStyleConfiguration.Label { return next.textContent }
      pending.append(contentsOf: next.children)
    }
    return ""
  }

  private func fieldFormat(_ components: DatePickerComponents) -> _DateFieldFormat {
    let environment = node.environment
    return _DateFieldFormat(
      calendar: environment.calendar, timeZone: environment.timeZone,
      locale: environment.locale, components: components)
  }

  /// The date a date picker shows: its selection, pinned into its range.
  @_spi(TrellisHost) public var datePickerDate: Date? {
    datePickerModel.map { $0.bounds.clamp($0.selection.wrappedValue) }
  }

  /// The date as the picker writes it, in its locale and with its components.
  @_spi(TrellisHost) public var datePickerText: String? {
    guard let model = datePickerModel else { return nil }
    return fieldFormat(model.displayedComponents).string(
      from: model.bounds.clamp(model.selection.wrappedValue))
  }

  /// Chooses `date`, pinned into the picker's range, as a person would.
  @_spi(TrellisHost) public func chooseDate(_ date: Date) throws {
    guard let model = datePickerModel else {
      throw ActionError.notApplicable("\(typeName) \"\(text)\" is not a date picker")
    }
    try checkUsable("DatePicker \"\(datePickerTitle ?? "")\"")
    model.selection.wrappedValue = model.bounds.clamp(date)
  }

  /// Types `text` into the picker's field and ends typing: a date in the locale's pattern
  /// becomes the selection (pinned into the range); anything else leaves the selection as
  /// it was. Returns whether the text was a date.
  @_spi(TrellisHost) @discardableResult public func typeDate(_ text: String) throws -> Bool {
    guard let model = datePickerModel else {
      throw ActionError.notApplicable("\(typeName) \"\(self.text)\" is not a date picker")
    }
    try checkUsable("DatePicker \"\(datePickerTitle ?? "")\"")
    let old = model.bounds.clamp(model.selection.wrappedValue)
    guard let date = fieldFormat(model.displayedComponents).date(from: text, keeping: old) else {
      return false
    }
    model.selection.wrappedValue = model.bounds.clamp(date)
    return true
  }

  /// The days a multi-date picker has chosen.
  @_spi(TrellisHost) public var chosenDays: Set<DateComponents>? {
    multiDatePickerModel?.selection.wrappedValue
  }

  /// Adds the day of `date` to a multi-date picker's days, or takes it away, as a click on
  /// it does. A day outside the picker's range cannot be chosen.
  @_spi(TrellisHost) public func toggleDay(_ date: Date) throws {
    guard let model = multiDatePickerModel else {
      throw ActionError.notApplicable("\(typeName) \"\(text)\" is not a multi-date picker")
    }
    try checkUsable("MultiDatePicker \"\(datePickerTitle ?? "")\"")
    let calendar = fieldFormat(.date).calendar
    guard model.bounds.allowsDay(of: date, in: calendar) else {
      throw ActionError.notApplicable(
        "MultiDatePicker \"\(datePickerTitle ?? "")\" cannot choose a day outside its range")
    }
    model.selection.wrappedValue = _MonthDays.toggling(
      date, in: model.selection.wrappedValue, calendar: calendar)
  }
}
