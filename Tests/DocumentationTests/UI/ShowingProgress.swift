import Foundation
import TrellisUI

/// The code of the article "Showing progress".
enum ShowingProgress {
  // MARK: A bar, a spinner and a gauge

  struct ImportView: View {
    @State private var imported = 10.0
    let total = 40.0

    var body: some View {
      VStack(alignment: .leading) {
        ProgressView("Importing photos", value: imported, total: total)
        ProgressView("Looking for duplicates…")
        Gauge(value: 72, in: 0...100) {
          Text("Storage")
        } currentValueLabel: {
          Text("72%")
        } minimumValueLabel: {
          Text("0")
        } maximumValueLabel: {
          Text("100")
        }
      }
    }
  }

  // MARK: Following a Progress object

  struct CopyView: View {
    let progress: Progress

    var body: some View {
      ProgressView(progress)
    }
  }

  // MARK: A range of dates

  struct TimerView: View {
    let start: Date

    var body: some View {
      ProgressView(timerInterval: start...start.addingTimeInterval(300)) {
        Text("Session")
      }
    }
  }

  // MARK: A style of your own

  struct PercentStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        configuration.label
        Spacer()
        if let fraction = configuration.fractionCompleted {
          Text("\(Int((fraction * 100).rounded()))%")
        } else {
          Text("…")
        }
      }
    }
  }

  struct FramedStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      ProgressView(configuration)
        .padding(8)
        .border(.gray)
    }
  }

  struct Uploads: View {
    var body: some View {
      VStack {
        ProgressView("Upload", value: 0.5)
          .progressViewStyle(PercentStyle())
        ProgressView("Sync")
          .progressViewStyle(FramedStyle())
          .progressViewStyle(.linear)
      }
    }
  }
}
