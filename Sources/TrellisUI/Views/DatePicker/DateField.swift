import Foundation

/// A date picker's field: the date's parts in the locale's order. Focused, one part is
/// highlighted; Up/Down step it, Left/Right move between parts, digits type it (a number
/// with no such date keeps the old value), Return ends typing and Escape drops it.
struct _DateField: View {
  @Binding var selection: Date
  let bounds: _DateBounds
  let components: DatePickerComponents
  @Environment(\.calendar) private var calendar
  @Environment(\.timeZone) private var timeZone
  @Environment(\.locale) private var locale
  @FocusState private var isFocused: Bool
  /// The editable part the keys change, counted among the editable parts.
  @State private var part = 0
  /// Digits typed into that part, not yet written.
  @State private var typed = ""

  init(selection: Binding<Date>, bounds: _DateBounds, components: DatePickerComponents) {
    _selection = selection
    self.bounds = bounds
    self.components = components
  }

  private var format: _DateFieldFormat {
    _DateFieldFormat(
      calendar: calendar, timeZone: timeZone, locale: locale, components: components)
  }

  var body: some View {
    let segments = format.segments(of: bounds.clamp(selection))
    let editable = segments.indices.filter { segments[$0].isEditable }
    let current = editable.isEmpty ? nil : editable[min(part, editable.count - 1)]
    return HStack(spacing: 0) {
      ForEach(segments.indices, id: \.self) { index in
        segmentView(segments[index], isCurrent: isFocused && index == current)
          .onTapGesture {
            if let position = editable.firstIndex(of: index) { part = position }
            isFocused = true
          }
      }
    }
    .focusable()
    .focused($isFocused)
    .onKeyPress { press in handle(press, segments: segments, editable: editable) }
  }

  @ViewBuilder private func segmentView(_ segment: _DateSegment, isCurrent: Bool) -> some View {
    if isCurrent {
      Text(typed.isEmpty ? segment.text : typed)
        .foregroundColor(.white)
        .background(Color.accentColor)
    } else {
      Text(segment.text)
    }
  }

  private func handle(_ press: KeyPress, segments: [_DateSegment], editable: [Int])
    -> KeyPress.Result
  {
    guard !editable.isEmpty else { return .ignored }
    let position = min(part, editable.count - 1)
    let segment = segments[editable[position]]
    switch press.key {
    case .upArrow, .downArrow:
      commitTyped(segment)
      let shown = bounds.clamp(selection)
      selection = bounds.clamp(
        format.date(shown, stepping: segment.kind, by: press.key == .upArrow ? 1 : -1))
      return .handled
    case .leftArrow, .rightArrow:
      commitTyped(segment)
      part = max(0, min(editable.count - 1, position + (press.key == .leftArrow ? -1 : 1)))
      return .handled
    case .return:
      guard !typed.isEmpty else { return .ignored }
      commitTyped(segment)
      return .handled
    case .escape:
      guard !typed.isEmpty else { return .ignored }
      typed = ""
      return .handled
    default:
      let digits = press.characters.compactMap(\.wholeNumberValue)
      guard !digits.isEmpty, press.modifiers.subtracting([.shift, .numericPad]).isEmpty,
        segment.kind != .dayPeriod
      else { return .ignored }
      typed += digits.map(String.init).joined()
      if typed.count >= segment.digitCount {
        commitTyped(segment)
        part = min(editable.count - 1, position + 1)
      }
      return .handled
    }
  }

  /// Writes the typed digits into `segment`; a number that makes no date keeps the old one.
  private func commitTyped(_ segment: _DateSegment) {
    defer { typed = "" }
    guard var value = Int(typed) else { return }
    // Two digits typed for a year mean this century, as fields take them.
    if segment.kind == .year, typed.count <= 2 { value += 2000 }
    if let date = format.date(bounds.clamp(selection), setting: segment, to: value) {
      selection = bounds.clamp(date)
    }
  }
}
