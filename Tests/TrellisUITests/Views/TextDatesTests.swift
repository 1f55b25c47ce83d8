import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// `Text(date, style:)` and `Text(timerInterval:)`: the running styles read the time the
/// host gives (pinned here, so nothing sleeps) and change without `body` running again.
@MainActor
@Suite struct TextDatesTests {
  private let start = Date(timeIntervalSince1970: 1_700_000_000)

  /// A view whose body counts its evaluations, showing `text` in English and UTC.
  private struct Shown: View {
    let text: Text
    var body: some View {
      text
        .environment(\.locale, Locale(identifier: "en_US"))
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        .environment(\.calendar, Self.calendar)
    }
    static var calendar: Calendar {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(identifier: "UTC")!
      return calendar
    }
  }

  private func host(_ text: Text, at now: Date) -> ViewHost {
    let host = ViewHost(Shown(text: text), width: 40, height: 1)
    host.currentDate = now
    return host
  }

  private func shown(_ host: ViewHost) -> String {
    host.elements.first { $0.typeName == "Text" }?.text ?? ""
  }

  @Test func aTimerCountsDownToAFutureDateEachSecond() {
    let host = host(Text(start.addingTimeInterval(152), style: .timer), at: start)
    #expect(shown(host) == "2:32")
    #expect(host.core.nextTextChange == start.addingTimeInterval(1))
    let evaluations = host.bodyEvaluations(of: Shown.self)
    host.currentDate = start.addingTimeInterval(1)
    #expect(shown(host) == "2:31")
    #expect(host.text.trimmingCharacters(in: .whitespaces) == "2:31")
    #expect(host.bodyEvaluations(of: Shown.self) == evaluations)
    host.currentDate = start.addingTimeInterval(152 + 3_600 + 61)
    #expect(shown(host) == "1:01:01")
  }

  @Test func aRelativeDateShowsItsTwoLargestUnits() {
    let date = start.addingTimeInterval(2 * 3_600 + 23 * 60 + 5)
    let host = host(Text(date, style: .relative), at: start)
    #expect(shown(host) == "2 hours, 23 minutes")
    host.currentDate = start.addingTimeInterval(2 * 3_600 + 23 * 60)
    #expect(shown(host) == "5 seconds")
    host.currentDate = date.addingTimeInterval(60)
    #expect(shown(host) == "1 minute")
  }

  @Test func aRelativeDateMonthsAwayShowsYearsAndMonths() {
    let host = host(
      Text(Shown.calendar.date(byAdding: .month, value: 13, to: start)!, style: .relative),
      at: start)
    #expect(shown(host) == "1 year, 1 month")
  }

  @Test func anOffsetIsSigned() {
    let host = host(Text(start.addingTimeInterval(2 * 3_600 + 10), style: .offset), at: start)
    #expect(shown(host) == "+2 hours")
    host.currentDate = start.addingTimeInterval(5 * 3_600)
    #expect(shown(host) == "-2 hours")
  }

  @Test func dateAndTimeStylesUseTheEnvironmentsLocaleAndDoNotTick() {
    let host = host(Text(start, style: .date) + Text(" ") + Text(start, style: .time), at: start)
    // ICU puts a narrow no-break space before "PM".
    #expect(
      shown(host).replacingOccurrences(of: "\u{202F}", with: " ") == "November 14, 2023 10:13 PM")
    #expect(host.core.nextTextChange == nil)
  }

  @Test func aTimerIntervalCountsDownAndStopsAtItsEnd() {
    let interval = start...start.addingTimeInterval(300)
    let host = host(Text(timerInterval: interval), at: start.addingTimeInterval(1))
    #expect(shown(host) == "4:59")
    host.currentDate = start.addingTimeInterval(400)
    #expect(shown(host) == "0:00")
  }

  @Test func aTimerIntervalCountsUpPausesAndShowsMinutesOnly() {
    let interval = start...start.addingTimeInterval(7_200)
    let up = host(
      Text(timerInterval: interval, countsDown: false), at: start.addingTimeInterval(65))
    #expect(shown(up) == "1:05")
    let paused = host(
      Text(timerInterval: interval, pauseTime: start.addingTimeInterval(10)),
      at: start.addingTimeInterval(100))
    #expect(shown(paused) == "1:59:50")
    #expect(paused.core.nextTextChange == nil)
    let minutes = host(
      Text(timerInterval: interval, showsHours: false), at: start.addingTimeInterval(1))
    #expect(shown(minutes) == "119:59")
  }

  @Test func aDateInterpolatedInALiteralRunsToo() {
    let host = host(Text("Ends in \(start.addingTimeInterval(90), style: .timer)"), at: start)
    #expect(shown(host) == "Ends in 1:30")
    host.currentDate = start.addingTimeInterval(30)
    #expect(shown(host) == "Ends in 1:00")
  }

  @Test func theSystemClockSchedulesTheNextFrame() async throws {
    // Unpinned, the core lays out again when the second changes, on the main queue.
    let core = HostCore(
      root: Text(Date().addingTimeInterval(3_600), style: .timer), width: 10, height: 1)
    let next = try #require(core.nextTextChange)
    #expect(next.timeIntervalSinceNow <= 1)
    #expect(core.clockTick == next)
  }

  @Test func aRangeWithinOneDayShowsTheTimesAlone() {
    let host = host(Text(start...start.addingTimeInterval(3_600)), at: start)
    #expect(shown(host) == "10:13\u{2009}–\u{2009}11:13\u{202F}PM")
    // A range is not live: nothing is scheduled to redraw it.
    #expect(host.core.nextTextChange == nil)
  }

  @Test func aRangeOverSeveralDaysShowsTheDatesToo() {
    let interval = DateInterval(start: start, duration: 2 * 86_400)
    let host = host(Text(interval), at: start)
    #expect(shown(host) == "11/14/23, 10:13\u{202F}PM\u{2009}–\u{2009}11/16/23, 10:13\u{202F}PM")
  }

  @Test func whetherARangeIsOneDayDependsOnTheTimeZone() {
    // 14:30 to 15:30 in UTC is 23:30 to 00:30 in Tokyo: one day here, two there.
    let afternoon = Date(timeIntervalSince1970: 1_699_972_200)  // 2023-11-14 14:30 UTC
    let range = afternoon...afternoon.addingTimeInterval(3_600)
    struct InTokyo: View {
      let range: ClosedRange<Date>
      var body: some View {
        Text(range)
          .environment(\.locale, Locale(identifier: "en_US"))
          .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
      }
    }
    let utc = host(Text(range), at: start)
    #expect(!shown(utc).contains("/"))
    let tokyo = ViewHost(InTokyo(range: range), width: 50, height: 1)
    #expect(shown(tokyo).contains("/"))
  }
}
