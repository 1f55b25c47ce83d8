// Previews of seed 004's binding views, in a file of their own.
import TrellisUI

#Preview("Slider") {
  SliderContainer()
}

#Preview("Form field") {
  @Previewable @State var name = "Ada Lovelace"
  FormField(title: "Name", text: $name)
}

#Preview("Gallery") {
  BindingGalleryView()
}
