import Foundation
import Testing

@testable import TrellisUniformTypes

/// The errors a failed read maps to, checked directly: a folder that may not be read cannot
/// be made as root (root reads everything), where the suite may run.
@Suite struct FileWrapperErrorMappingTests {
  @Test func eachErrnoMapsToFoundationsCode() {
    let url = URL(fileURLWithPath: "/tmp/फ़ाइल-文件-🗂.txt")
    let cases: [(Int32, CocoaError.Code)] = [
      (ENOENT, .fileReadNoSuchFile), (ENOTDIR, .fileReadNoSuchFile),
      (EACCES, .fileReadNoPermission), (EPERM, .fileReadNoPermission), (EIO, .fileReadUnknown),
    ]
    for (code, expected) in cases {
      let error = FileWrapper.readError(errno: code, url: url)
      #expect(error.code == expected, "errno \(code)")
      #expect(error.userInfo[NSURLErrorKey] as? URL == url)
      #expect(error.userInfo[NSFilePathErrorKey] as? String == url.path)
    }
  }
}
