import CGtk
import Dispatch
import Foundation
@_spi(TrellisHost) import TrellisUI

#if canImport(Glibc)
  import Glibc
#endif

/// One measuring run, in a process of its own (`trellis-gtk-bench --measure N`): the app's
/// window is opened through the host `App.main()` would use, so nothing of the host's API but
/// `AppHosts` is assumed; the run then scrolls the list page by page, prints its times in
/// nanoseconds (`open <shown>`, then `scroll <widgets updated> <shown>` lines) and exits.
@MainActor
enum Measurement {
  static let scrolls = 6
  static let toggles = 6

  static func run(rows: Int) -> Never {
    guard gtk_init_check() != 0 else { fail("no display") }
    guard let host = AppHosts.registered else {
      fail("no host registered: TrellisGTK is not linked")
    }
    WindowProbe.warmUp()
    let store = BenchStore(count: rows)
    let watcher = Watcher()
    watcher.store = store
    watcher.start = DispatchTime.now().uptimeNanoseconds
    watcher.install()
    host.run(
      AppHosts.Launch { size, colorScheme, measurer in
        let core = HostCore(
          root: BenchList(store: store), size: size, colorScheme: colorScheme, measurer: measurer)
        watcher.core = core
        return core
      })
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("trellis-gtk-bench: \(message)\n".utf8))
    exit(EXIT_FAILURE)
  }
}

/// Watches the host's main loop from a low-priority idle source, which runs only when nothing
/// else is ready: a step is done once the window is mapped, its frame clock has run a frame
/// since the step began, and the main context is idle.
@MainActor
final class Watcher {
  var start: UInt64 = 0
  var core: HostCore?
  var store: BenchStore?
  /// The window's frame count when the step began; the first frame is number 1.
  private var framesAtStart = 0
  private var scrolls = 0
  private var toggles = 0
  /// When the host was first idle after the current scroll.
  private var updated: UInt64?
  private var opened = false

  func install() {
    let context = Unmanaged.passRetained(self).toOpaque()
    g_idle_add_full(
      G_PRIORITY_LOW,
      { context in
        MainActor.assumeIsolated {
          let watcher = Unmanaged<Watcher>.fromOpaque(context!).takeUnretainedValue()
          return watcher.check() ? 1 : 0
        }
      }, context, nil)
  }

  /// One look at the window; false when the run is over.
  private func check() -> Bool {
    guard let window = WindowProbe.window(), WindowProbe.isMapped(window), WindowProbe.isIdle
    else { return true }
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    // The first idle moment after a scroll: the host has updated its widgets, not yet painted.
    if opened && updated == nil { updated = elapsed }
    guard WindowProbe.frames(of: window) > framesAtStart else { return true }
    if !opened {
      opened = true
      report("open \(elapsed)")
    } else if scrolls < Measurement.scrolls {
      report("scroll \(updated ?? elapsed) \(elapsed)")
      scrolls += 1
    } else {
      report("toggle \(updated ?? elapsed) \(elapsed)")
      toggles += 1
    }
    if scrolls < Measurement.scrolls {
      scrollOnePage(window)
    } else if toggles < Measurement.toggles {
      toggleARow(window)
    } else {
      exit(EXIT_SUCCESS)
    }
    return true
  }

  /// Flips the toggle of the first row in view, timing from the state's write to the next
  /// idle moment (the host's widgets updated) and to the next frame shown.
  private func toggleARow(_ window: UnsafeMutablePointer<GtkWidget>) {
    guard let core, let store, let list = core.scrollContainers.first else {
      Measurement.fail("the window shows no scrolling list")
    }
    let row = list.scrollOffset() ?? 0
    guard store.items.indices.contains(row) else { Measurement.fail("no row \(row) in view") }
    framesAtStart = WindowProbe.frames(of: window)
    updated = nil
    start = DispatchTime.now().uptimeNanoseconds
    store.items[row].isOn.toggle()
  }

  private func report(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// Scrolls the list by the rows it shows, timing from here to the next idle frame.
  private func scrollOnePage(_ window: UnsafeMutablePointer<GtkWidget>) {
    guard let core, let list = core.scrollContainers.first else {
      Measurement.fail("the window shows no scrolling list")
    }
    // Down a page, then back up, and so on: every scroll moves a whole page, even in a list
    // only a few pages long.
    let shown = core.elements.filter {
      $0.textStyle != nil && $0.scrollContainer()?.identity == list.identity
    }.count
    let page = max(1, shown) * (scrolls.isMultiple(of: 2) ? 1 : -1)
    let offset = list.scrollOffset() ?? 0
    framesAtStart = WindowProbe.frames(of: window)
    updated = nil
    start = DispatchTime.now().uptimeNanoseconds
    do {
      try list.scroll(by: page)
    } catch {
      Measurement.fail("cannot scroll the list: \(error)")
    }
    // Only a scroll that moved by the whole page counts (and the list is long enough for it).
    guard let scrolled = core.scrollContainers.first?.scrollOffset(), scrolled == offset + page
    else {
      Measurement.fail("a scroll by \(page) rows from row \(offset) did not move the list so")
    }
  }
}
