import Foundation
@_spi(TrellisHost) import TrellisUI

extension ViewHost {
  /// The date picker labelled `label` (the text of its label view, shown or hidden).
  public func datePicker(_ label: String) throws -> Element {
    try only(
      elements.filter { $0.base.isDatePicker && $0.base.datePickerTitle == label },
      "a date picker labelled \"\(label)\"")
  }

  /// The multi-date picker labelled `label`.
  public func multiDatePicker(_ label: String) throws -> Element {
    try only(
      elements.filter { $0.base.isMultiDatePicker && $0.base.datePickerTitle == label },
      "a multi-date picker labelled \"\(label)\"")
  }
}

extension ViewHost.Element {
  /// The date a date picker shows: its selection, pinned into its range; `nil` for any other
  /// view.
  public var date: Date? { base.datePickerDate }

  /// The date as a date picker's field writes it, in the environment's locale, calendar and
  /// time zone (`"Dec 6, 2026, 9:41 AM"`); `nil` for any other view.
  public var shownDate: String? { base.datePickerText }

  /// Chooses `date` in a date picker, as a person would: a date outside its range is pinned
  /// to the nearest end.
  public func chooseDate(_ date: Date) throws { try run { try base.chooseDate(date) } }

  /// Types `text` into a date picker's field and ends typing. A date in the locale's pattern
  /// (as ``shownDate`` writes it) becomes the selection; other text leaves the selection as
  /// it was, as a field does with a date it cannot read.
  /// - Returns: Whether the text was a date.
  @discardableResult public func typeDate(_ text: String) throws -> Bool {
    var accepted = false
    try run { accepted = try base.typeDate(text) }
    return accepted
  }

  /// The days a multi-date picker has chosen; `nil` for any other view.
  public var chosenDays: Set<DateComponents>? { base.chosenDays }

  /// Adds the day of `date` to a multi-date picker's days, or takes it away, as a click on
  /// the day does. Throws for a day outside the picker's range.
  public func toggleDay(_ date: Date) throws { try run { try base.toggleDay(date) } }
}
