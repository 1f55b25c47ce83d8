import Testing
@_spi(Testing) import TrellisTesting
@_spi(TrellisHost) import TrellisUI

/// The claims of the article "Split views".
@MainActor
@Suite struct SplitViewsTests {
  private func firstLine(_ host: ViewHost) -> String {
    String(host.text.split(separator: "\n", omittingEmptySubsequences: false)[0])
  }

  @Test func aWideWindowShowsTheLibraryBesideTheBookChosen() throws {
    let host = ViewHost(SplitViews.LibraryView(), width: 80, height: 6)
    #expect(try host.navigationSplitView().shownColumns == [.sidebar, .detail])
    #expect(host.contains(text: "Choose a book"))
    try host.button("गोदान").tap()
    host.update()
    #expect(host.contains(text: "by प्रेमचंद"))
    #expect(try host.navigationSplitView().columnTitles == ["Library", "गोदान"])
  }

  @Test func aNarrowWindowShowsTheLibraryThenTheBookWithBack() throws {
    let host = ViewHost(SplitViews.LibraryView(), width: 30, height: 6)
    #expect(try host.navigationSplitView().shownColumns == [.sidebar])
    try host.button("源氏物語").tap()
    host.update()
    #expect(try host.navigationSplitView().shownColumns == [.detail])
    #expect(firstLine(host).hasPrefix("[ ‹ Back ] 源氏物語"))
    #expect(host.goBack())
    #expect(try host.navigationSplitView().shownColumns == [.sidebar])
  }

  @Test func theMailColumnsFollowTheirWidthsAndVisibility() throws {
    let host = ViewHost(SplitViews.MailView(), width: 100, height: 6)
    let first = Array(firstLine(host))
    // 160 points are 20 cells; the content column's ideal 200 points, 25.
    #expect(first[20] == "│")
    #expect(first[46] == "│")
    try host.button("Focus").tap()
    host.update()
    #expect(try host.navigationSplitView().shownColumns == [.detail])
    try host.button("Show all").tap()
    host.update()
    #expect(try host.navigationSplitView().shownColumns == [.sidebar, .content, .detail])
  }

  @Test func theDetailsStackPushesWithinTheDetail() throws {
    let host = ViewHost(SplitViews.RecipesView(), width: 80, height: 6)
    try host.button("Step 1").tap()
    host.update()
    #expect(host.contains(text: "Step 1: chop the beets"))
    #expect(host.contains(text: "Soups"))
    #expect(!host.text.contains("Borscht"))
    #expect(host.goBack())
    #expect(host.text.contains("Borscht"))
  }

  @Test func theSketchsInspectorIsAColumnOfItsWidthThatChangesTheSketch() throws {
    let host = ViewHost(SplitViews.SketchView(), width: 100, height: 6)
    // 200 points are 25 cells, after a divider.
    #expect(Array(firstLine(host))[74] == "│")
    try #require(host.elements.first { $0.kind == .stepper }).increment()
    host.update()
    #expect(host.contains(text: "Sketch, lines 3 points wide"))
    try host.button("Inspector").tap()
    host.update()
    #expect(!host.contains(text: "Width 3"))
    #expect(!firstLine(host).contains("│"))
  }
}
