import Foundation
import Testing

/// The GTK host's main loop runs Foundation's run loop, the main queue and the main actor by
/// events: idle, the main thread sleeps; work handed to it runs at once (desktop-gtk's
/// probe buttons report how long it took).
@Suite(.serialized) struct MainLoopEndToEndTests {
  /// Idle with GTK's AT-SPI bridge on too (a D-Bus session, as a desktop with a screen
  /// reader has), which must not wake the loop either.
  @Test(arguments: [false, true]) func theIdleAppsMainThreadSleeps(accessibility: Bool) throws {
    let app = try GTKAppSession(
      product: "desktop-gtk", test: accessibility ? "main-loop-idle-atspi" : "main-loop-idle",
      accessibility: accessibility)
    if accessibility {
      // The bridge is up: a reader sees the app, by its name.
      let tree = try app.accessibleTree()
      #expect(tree.name == "desktop_gtk.DesktopApp", "\(tree)")
    }
    defer { app.stop() }
    // Past the start-up (the first frames, the window being mapped).
    Thread.sleep(forTimeInterval: 1)
    let switches = try app.mainThreadSwitches()
    let ticks = try app.mainThreadTicks()
    Thread.sleep(forTimeInterval: 5)
    let woke = try app.mainThreadSwitches() - switches
    let busy = try app.mainThreadTicks() - ticks
    // At most 10 a second; the polling pump it replaces woke 250 times a second.
    #expect(woke <= 50, "the idle main thread switched \(woke) times in 5 s")
    // A thread spinning without sleeping switches little but burns processor time.
    #expect(busy <= 10, "the idle main thread used \(busy) ticks of processor time in 5 s")
  }

  // The bounds allow for a loaded machine; work that waited for some other wakeup would not
  // run within the step's 10 s at all, and a timer must not fire early.
  @Test(arguments: [
    ("Main queue", "main queue", 0...1000),
    ("Timer", "timer", 250...1250),
    ("Task", "task", 0...1000),
    ("Run loop", "run loop", 0...1000),
  ])
  func workHandedToTheMainLoopRunsPromptly(
    button: String, way: String, milliseconds: ClosedRange<Int>
  ) throws {
    let app = try GTKAppSession(
      product: "desktop-gtk", test: "main-loop-\(way.replacingOccurrences(of: " ", with: "-"))")
    defer { app.stop() }
    // Idle first, so that nothing else wakes the loop meanwhile.
    Thread.sleep(forTimeInterval: 0.5)
    let tree = try app.step(way, "\(way) reported") {
      try app.click(try app.widget(.button, button))
    } until: {
      $0.main.label(startingWith: "\(way) ran after") != nil
    }
    let report = try #require(tree.main.label(startingWith: "\(way) ran after")).text
    let elapsed = Int(report.split(separator: " ").dropLast().last ?? "") ?? -1
    #expect(milliseconds.contains(elapsed), "\(report); expected \(milliseconds) ms")
  }

  /// Combine's debounce on `RunLoop.main` (the search app's) fires once the keys stop, not
  /// when something else happens to wake the loop.
  @Test func aRunLoopDebounceFiresWhileTheAppIsOtherwiseIdle() throws {
    let app = try GTKAppSession(product: "search-gtk", test: "main-loop-debounce")
    defer { app.stop() }
    let field = try #require(
      app.tree.main.widgets(.searchEntry).first, "no search entry:\n\(app.tree)")
    try app.step("focus", "the field focused") {
      try app.click(field)
    } until: {
      $0.main.widgets(.searchEntry).first?.isFocused == true
    }
    try app.type("pe")
    let typed = Date()
    try app.waitForTree("the search for \"pe\"") {
      $0.main.label(startingWith: "typed:")?.text == "typed: \"pe\"  ·  searched: \"pe\""
    }
    let elapsed = Date().timeIntervalSince(typed)
    #expect(elapsed >= 0.25 && elapsed < 1.0, "the debounce fired \(elapsed) s after the keys")
  }
}
