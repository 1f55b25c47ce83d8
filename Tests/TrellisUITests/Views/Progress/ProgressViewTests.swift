import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// A download's progress held in state, shown as a bar with labels in several scripts, and
/// a button that moves it on.
private struct Download: View {
  @State var received: Double? = 3

  var body: some View {
    VStack(alignment: .leading) {
      ProgressView(value: received, total: 12) {
        Text("डाउनलोड 下载 📦")
      } currentValueLabel: {
        Text(received.map { "\(Int($0)) / 12" } ?? "…")
      }
      Button("More") { received = (received ?? 0) + 3 }
      Button("Unknown") { received = nil }
    }
  }
}

@Observable private final class ShownModel {
  var isShown = true
}

/// A `Progress` object's view, shown while the model says so.
private struct PolledScreen: View {
  let model: ShownModel
  let progress: Progress
  var body: some View {
    if model.isShown { ProgressView(progress) }
  }
}

/// A style that draws the fraction as a percentage after the label.
private struct PercentStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Text(configuration.fractionCompleted.map { "\(Int(($0 * 100).rounded()))%" } ?? "…")
    }
  }
}

/// A style that frames whatever look is set outside it.
private struct FramedStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration)
      .padding(8)
  }
}

@MainActor
@Suite(.serialized) struct ProgressViewTests {
  @Test func indeterminateProgressViewsAreSpinnersWithTheirLabels() throws {
    let host = ViewHost(
      VStack {
        ProgressView()
        ProgressView("読み込み中")
        ProgressView { Label("क्षितिज", systemImage: "globe") }
      })
    let views = host.elements.filter { $0.kind == .progressView }
    #expect(views.count == 3)
    #expect(views.allSatisfy { $0.isIndeterminate && $0.fractionCompleted == nil })
    // `.automatic` is a spinner while indeterminate.
    #expect(views.allSatisfy { $0.isLinear == false })
    #expect(views[0].label == nil)
    #expect(try host.progressView("読み込み中").currentValueLabel == nil)
    #expect(try host.progressView("क्षितिज").isIndeterminate)
    #expect(host.contains(text: "読み込み中"))
  }

  @Test func aDeterminateBarShowsValueOverTotalAndFollowsState() throws {
    let host = ViewHost(Download())
    let bar = try host.progressView("डाउनलोड 下载 📦")
    #expect(bar.fractionCompleted == 0.25)
    #expect(!bar.isIndeterminate)
    #expect(bar.isLinear == true)
    #expect(bar.currentValueLabel == "3 / 12")
    #expect(bar.kind == .progressView)
    #expect(bar.isFocused == false)

    try host.button("More").tap()
    host.update()
    #expect(try host.progressView("डाउनलोड 下载 📦").fractionCompleted == 0.5)
    #expect(host.contains(text: "6 / 12"))

    // A nil value makes it indeterminate: a spinner, as `.automatic` draws one.
    try host.button("Unknown").tap()
    host.update()
    let unknown = try host.progressView("डाउनलोड 下载 📦")
    #expect(unknown.isIndeterminate)
    #expect(unknown.isLinear == false)
    #expect(unknown.currentValueLabel == "…")
  }

  @Test func valuesOutsideTheRangeArePinnedAndWarnedOfOnce() throws {
    let before = _RuntimeWarnings.log.all.filter { $0.contains("out-of-bounds progress") }.count
    let host = ViewHost(
      VStack {
        ProgressView("Over", value: 15, total: 10)
        ProgressView("Under", value: -0.5)
        ProgressView("Nothing to do", value: 1, total: 0)
        ProgressView("Float", value: Float(0.5), total: 2)
      })
    #expect(try host.progressView("Over").fractionCompleted == 1)
    #expect(try host.progressView("Under").fractionCompleted == 0)
    #expect(try host.progressView("Nothing to do").fractionCompleted == 0)
    #expect(try host.progressView("Float").fractionCompleted == 0.25)
    host.update()
    _ = host.text
    let after = _RuntimeWarnings.log.all.filter { $0.contains("out-of-bounds progress") }.count
    // Over, under, and 1 of 0; each view once.
    #expect(after - before == 3)
  }

  @Test func aProgressObjectReachesTheViewAtTheNextUpdate() throws {
    let progress = Progress(totalUnitCount: 10)
    progress.completedUnitCount = 4
    let host = ViewHost(ProgressView(progress))
    let view = try host.progressView(at: 0)
    #expect(view.fractionCompleted == 0.4)
    // Foundation on Linux leaves the descriptions empty: Apple's defaults stand in.
    #expect(view.label == "40% completed")
    #expect(view.currentValueLabel == "4 of 10")
    #expect(host.contains(text: "40% completed"))

    progress.completedUnitCount = 7
    host.update()
    let moved = try host.progressView("70% completed")
    #expect(moved.fractionCompleted == 0.7)
    #expect(moved.currentValueLabel == "7 of 10")

    // A child's work counts towards its parent's fraction.
    let child = Progress(totalUnitCount: 2, parent: progress, pendingUnitCount: 2)
    child.completedUnitCount = 1
    host.update()
    #expect(try host.progressView(at: 0).fractionCompleted == 0.8)

    progress.totalUnitCount = -1
    host.update()
    let unknown = try host.progressView(at: 0)
    #expect(unknown.isIndeterminate)
    #expect(unknown.label == nil)
  }

  @Test func aProgressObjectIsPolledOnlyWhileItsViewIsShown() throws {
    let model = ShownModel()
    let progress = Progress(totalUnitCount: 4)
    let host = ViewHost(PolledScreen(model: model, progress: progress))
    #expect(!host.core.graph.progressPolls.isEmpty)
    let evaluations = host.updatePasses
    // Nothing changed: the poll describes nothing again.
    host.update()
    #expect(host.updatePasses == evaluations)
    model.isShown = false
    host.update()
    #expect(host.core.graph.progressPolls.isEmpty)
  }

  @Test func aCustomStyleDrawsFromTheConfiguration() throws {
    let host = ViewHost(
      VStack {
        ProgressView("Copying 📁", value: 0.375)
        ProgressView("Waiting")
      }
      .progressViewStyle(PercentStyle()))
    #expect(host.contains(text: "38%"))
    #expect(host.contains(text: "…"))
    #expect(host.contains(text: "Copying 📁"))
    let styled = try host.progressView("Copying 📁")
    #expect(styled.fractionCompleted == 0.375)
    // Its style draws it: no built-in bar.
    #expect(styled.isLinear == nil)
    #expect(try host.progressView("Waiting").isIndeterminate)
  }

  @Test func aStyleThatWrapsTakesTheStyleOutsideIt() throws {
    let host = ViewHost(
      VStack {
        ProgressView("Inner", value: 0.5)
          .progressViewStyle(FramedStyle())
          .progressViewStyle(.circular)
        ProgressView("Plain", value: 0.5)
          .progressViewStyle(FramedStyle())
      })
    let views = host.elements.filter { $0.kind == .progressView }
    // Each styled view, and the view its style's body draws.
    #expect(views.count == 4)
    let drawn = views.filter { $0.isLinear != nil }
    #expect(drawn.map(\.isLinear) == [false, true])
    #expect(drawn.map(\.fractionCompleted) == [0.5, 0.5])
    #expect(drawn.map(\.label) == ["Inner", "Plain"])
  }

  @Test func builtInStylesChooseTheLook() throws {
    let host = ViewHost(
      VStack {
        ProgressView("Linear").progressViewStyle(.linear)
        ProgressView("Circular", value: 0.5).progressViewStyle(.circular)
        ProgressView("Tinted", value: 0.5).progressViewStyle(LinearProgressViewStyle(tint: .green))
      })
    #expect(try host.progressView("Linear").isLinear == true)
    #expect(try host.progressView("Linear").isIndeterminate)
    #expect(try host.progressView("Circular").isLinear == false)
    let tinted = try host.progressView("Tinted")
    #expect(
      host.core.elements.first { $0.progressLabel == "Tinted" }?.progressIndicator?.tint
        == HostColor(.green))
    #expect(tinted.isLinear == true)
  }

  @Test func aTimerIntervalFillsOnTheHostsClock() throws {
    let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
    let host = ViewHost(
      VStack {
        ProgressView(timerInterval: start...start.addingTimeInterval(120)) { Text("Tea 🍵") }
        ProgressView(timerInterval: start...start.addingTimeInterval(120), countsDown: false) {
          Text("Steeped")
        }
      })
    host.currentDate = start.addingTimeInterval(30)
    let tea = try host.progressView("Tea 🍵")
    #expect(tea.fractionCompleted == 0.75)
    #expect(tea.currentValueLabel == "1:30")
    #expect(try host.progressView("Steeped").fractionCompleted == 0.25)
    #expect(try host.progressView("Steeped").currentValueLabel == "0:30")
    host.currentDate = start.addingTimeInterval(90)
    #expect(try host.progressView("Tea 🍵").fractionCompleted == 0.25)
    // Past its end it stays empty, and asks for no more frames of its own.
    host.currentDate = start.addingTimeInterval(500)
    #expect(try host.progressView("Tea 🍵").fractionCompleted == 0)
  }
}
