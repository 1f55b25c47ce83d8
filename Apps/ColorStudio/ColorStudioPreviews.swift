// Previews of the colour studio, in a file of their own.
import TrellisUI

#Preview("Studio") {
  StudioView()
}

#Preview("A light mix") {
  MixPreview(mix: Mix(red: 250, green: 240, blue: 200))
    .padding()
}
