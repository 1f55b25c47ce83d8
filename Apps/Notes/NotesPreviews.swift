// Previews of the notes app, in a file of their own.
import Foundation
import TrellisUI

#Preview("Sample notes") {
  NotesView(
    store: NoteStore(
      saver: NoteFile(
        directory: FileManager.default.temporaryDirectory.appendingPathComponent(
          "trellis-notes-preview"))))
}
