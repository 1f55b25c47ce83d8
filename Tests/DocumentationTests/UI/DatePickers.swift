import Foundation
import TrellisUI

/// The code of the article "Date pickers".
enum DatePickers {
  // MARK: Choosing a date

  struct ReminderForm: View {
    @State private var remindAt = Date()
    @State private var startDay = Date()

    var body: some View {
      VStack(alignment: .leading) {
        DatePicker("Remind me", selection: $remindAt, in: Date()...)
        DatePicker("Start", selection: $startDay, displayedComponents: .date)
          .datePickerStyle(.graphical)
      }
    }
  }

  // MARK: Choosing many days

  struct Holidays: View {
    @State private var days: Set<DateComponents> = []

    var body: some View {
      VStack(alignment: .leading) {
        MultiDatePicker("Days off", selection: $days)
        Text("\(days.count) days chosen")
      }
    }
  }

  // MARK: Locale, calendar and time zone

  struct HindiDeadline: View {
    @Binding var deadline: Date

    var body: some View {
      DatePicker("अंतिम तिथि", selection: $deadline, displayedComponents: .date)
        .environment(\.locale, Locale(identifier: "hi_IN"))
        .environment(\.timeZone, TimeZone(identifier: "Asia/Kolkata")!)
    }
  }
}
