import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Scroll views and lists hand hosts with scrolled windows of their own a scroll region item:
/// the viewport, and along each axis it scrolls where it is scrolled, how long its content
/// is and whether its bar shows. It draws nothing in the terminal.
@MainActor @Suite struct ScrollRegionItemTests {
  private struct Library: View {
    @State var titles = (1...40).map { "कविता \($0) · 詩 📖" }
    var hidesBars = false

    var body: some View {
      VStack {
        List {
          Section("Poems") {
            ForEach(titles, id: \.self) { Text($0) }
          }
        }
        .scrollIndicators(hidesBars ? .hidden : .automatic)
        ScrollView([.horizontal, .vertical]) {
          VStack { ForEach(0..<30) { Text("Line \($0) " + String(repeating: "漢", count: 30)) } }
        }
      }
    }
  }

  private func regions(_ core: HostCore) -> [(item: _DisplayItem, region: _ScrollRegionItem)] {
    core.displayList.items.compactMap { item in
      if case .scrollRegion(let region) = item.content { return (item, region) }
      return nil
    }
  }

  @Test func eachScrollContainerHasOneRegionAtItsFrameWithItsExtents() throws {
    let core = HostCore(root: Library(), width: 60, height: 24)
    let found = regions(core)
    #expect(found.count == 2)
    for container in core.scrollContainers {
      let region = try #require(found.first { $0.item.id.node == container.identity })
      #expect(region.item.frame == container.frame)
      #expect(region.region.vertical?.extent == container.scrollExtent(along: .vertical))
    }
    let list = try #require(found.first)
    #expect(list.region.horizontal == nil, "a list scrolls down only")
    #expect(list.region.vertical?.showsIndicator == true)
    let scroll = try #require(found.last)
    let across = try #require(scroll.region.horizontal)
    #expect(across.extent.content > across.extent.viewport, "the lines are wider than it")
    #expect(across.showsIndicator)
  }

  @Test func scrollingMovesTheRegionsOffset() throws {
    let core = HostCore(root: Library(), width: 60, height: 24)
    let list = try #require(core.scrollContainers.first)
    let before = try #require(regions(core).first?.region.vertical?.extent)
    #expect(before.offset == 0)
    try list.scroll(byPoints: 48)
    core.update()
    let after = try #require(regions(core).first?.region.vertical?.extent)
    #expect(after.offset > 0)
    #expect(after == list.scrollExtent(along: .vertical))
  }

  @Test func hiddenIndicatorsStillScroll() throws {
    let core = HostCore(root: Library(hidesBars: true), width: 60, height: 24)
    let list = try #require(regions(core).first?.region.vertical)
    #expect(list.showsIndicator == false)
    #expect(list.extent.content > list.extent.viewport)
  }

  @Test func theTerminalDrawsNothingForARegion() throws {
    let host = ViewHost(Library(), width: 60, height: 24)
    let region = try #require(
      host.core.displayList.items.first {
        if case .scrollRegion = $0.content { return true }
        return false
      })
    #expect(region.drawsNothing)
    #expect(
      _TerminalRenderer(grid: .terminal).columns(of: region, screenColumns: 60).isEmpty,
      "a scrolled list's region damages no cell of its own")
    #expect(host.text.contains("कविता 1"))
  }
}
