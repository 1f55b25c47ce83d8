import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "Showing progress".
@MainActor
@Suite struct ShowingProgressTests {
  @Test func theImportViewShowsABarASpinnerAndAGauge() throws {
    let host = ViewHost(ShowingProgress.ImportView(), width: 24, height: 8)
    let bar = try host.progressView("Importing photos")
    #expect(bar.fractionCompleted == 0.25)
    #expect(bar.isLinear == true)
    let spinner = try host.progressView("Looking for duplicates…")
    #expect(spinner.isIndeterminate && spinner.isLinear == false)
    let gauge = try host.gauge("Storage")
    #expect(gauge.gaugeValue == 0.72)
    #expect(gauge.currentValueLabel == "72%")
    // The bar fills a quarter of the width: six of twenty-four cells.
    #expect(host.text.contains("██████░░░░░░░░░░░░░░░░░░"))
  }

  @Test func aProgressObjectIsReadAgainAtTheNextUpdate() throws {
    let progress = Progress(totalUnitCount: 8)
    let host = ViewHost(ShowingProgress.CopyView(progress: progress), width: 30, height: 3)
    #expect(host.contains(text: "0% completed"))
    progress.completedUnitCount = 2
    host.update()
    let view = try host.progressView("25% completed")
    #expect(view.fractionCompleted == 0.25)
    #expect(view.currentValueLabel == "2 of 8")
  }

  @Test func aRangeOfDatesEmptiesAsTheClockMoves() throws {
    let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
    let host = ViewHost(ShowingProgress.TimerView(start: start), width: 30, height: 3)
    host.currentDate = start.addingTimeInterval(60)
    let view = try host.progressView("Session")
    #expect(view.fractionCompleted == 0.8)
    #expect(view.currentValueLabel == "4:00")
  }

  @Test func aStyleDrawsThePercentageAndAFramedViewTakesTheStyleOutsideIt() throws {
    let host = ViewHost(ShowingProgress.Uploads(), width: 30, height: 6)
    #expect(host.contains(text: "50%"))
    #expect(try host.progressView("Upload").isLinear == nil)
    // The framed style's own progress view is a bar: `.linear` was set outside it.
    let drawn = host.elements.filter { $0.kind == .progressView && $0.isLinear != nil }
    #expect(drawn.count == 1)
    #expect(drawn.first?.label == "Sync")
    #expect(drawn.first?.isLinear == true && drawn.first?.isIndeterminate == true)
  }
}
