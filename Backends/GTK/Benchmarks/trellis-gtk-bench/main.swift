// The GTK host's benchmark: `xvfb-run -a swift run -c release trellis-gtk-bench`.
// Opens a window holding a List of 100 and of 100,000 rows (a Text and a Toggle per row) and
// times the first frame shown (widgets created, the window mapped and painted, the main
// context idle) and scrolling one page, to the host's widgets updated and to the next frame
// shown (which waits for the frame clock's tick), and flipping a row's toggle likewise (issue
// #12's target: a toggle's frame in at most 1 ms, whatever the list's length); the
// 100,000-row list should do each within 3x of the 100-row one. Each measurement runs in a fresh process (the host's runner never
// returns): fastest of three (`--quick`: one). Numbers are reported, never asserted.
import CGtk
import Foundation

let arguments = CommandLine.arguments
if let flag = arguments.firstIndex(of: "--measure"), flag + 1 < arguments.count,
  let rows = Int(arguments[flag + 1])
{
  MainActor.assumeIsolated { Measurement.run(rows: rows) }
}

guard gtk_init_check() != 0 else {
  FileHandle.standardError.write(
    Data(
      ("trellis-gtk-bench needs a display (X11 or Wayland): run it under Xvfb, e.g. "
        + "`xvfb-run -a swift run -c release --package-path Backends/GTK trellis-gtk-bench`\n")
        .utf8))
  exit(EXIT_FAILURE)
}

let rounds = arguments.contains("--quick") ? 1 : 3
let small = 100
let large = 100_000
do {
  let smallTimes = try BenchRunner.fastest(rows: small, rounds: rounds)
  let largeTimes = try BenchRunner.fastest(rows: large, rounds: rounds)
  print("## GTK host: a List of N rows (a Text and a Toggle each), fastest of \(rounds)\n")
  BenchTable.print(small: (small, smallTimes), large: (large, largeTimes))
} catch {
  FileHandle.standardError.write(Data("trellis-gtk-bench: \(error)\n".utf8))
  exit(EXIT_FAILURE)
}
