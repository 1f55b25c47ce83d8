import Foundation
import Testing

/// How many pixels of the screenshot (a PNG) at `path` are within `tolerance` of `colour` in
/// each channel, for the end-to-end tests that check what an app draws.
func pixels(near colour: (Int, Int, Int), in path: String, tolerance: Int = 6) throws
  -> Int
{
  let ppm = FileManager.default.temporaryDirectory
    .appendingPathComponent("screenshot-\(UUID().uuidString).ppm").path
  defer { try? FileManager.default.removeItem(atPath: ppm) }
  let converted = try ChildProcess.run(["convert", path, "-depth", "8", ppm])
  try #require(converted.status == 0, "convert failed: \(converted.output)")
  let data = try #require(FileManager.default.contents(atPath: ppm))
  let bytes = [UInt8](data)
  // "P6", width, height, maximum, each after whitespace; the pixels after one more byte.
  var fields: [String] = []
  var index = 0
  while fields.count < 4 {
    var field = ""
    while index < bytes.count, !(bytes[index] == 0x20 || bytes[index] == 0x0A) {
      field.append(Character(UnicodeScalar(bytes[index])))
      index += 1
    }
    index += 1
    if !field.isEmpty { fields.append(field) }
  }
  try #require(fields[0] == "P6" && fields[3] == "255", "not an 8-bit PPM: \(fields)")
  var count = 0
  var offset = index
  while offset + 2 < bytes.count {
    if abs(Int(bytes[offset]) - colour.0) <= tolerance
      && abs(Int(bytes[offset + 1]) - colour.1) <= tolerance
      && abs(Int(bytes[offset + 2]) - colour.2) <= tolerance
    {
      count += 1
    }
    offset += 3
  }
  return count
}
