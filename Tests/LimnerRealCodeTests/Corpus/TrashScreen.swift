import Limner

/// A list of files with a delete confirmation, an alert and a details sheet, none presented.
struct TrashScreen: View {
    var presents = true
    @State private var confirming = false
    @State private var failed = false
    @State private var detail: FileItem?

    struct FileItem: Identifiable {
        let id: String
    }

    var body: some View {
        let list = VStack(alignment: .leading, spacing: 10) {
            ForEach(["Budget.numbers", "Draft.pages", "Photo.heic"], id: \.self) { name in
                Label(name, systemImage: "doc")
            }
            Button("Empty Trash", role: .destructive) { confirming = true }
        }
        .padding()
        if presents {
            list
                .confirmationDialog("Delete all items?", isPresented: $confirming, titleVisibility: .visible) {
                    Button("Delete", role: .destructive) { failed = true }
                    Button("Cancel", role: .cancel) {}
                }
                .alert("Could not empty the trash", isPresented: $failed) {
                    Button("OK", role: .cancel) {}
                } message: {
                    Text("Try again later.")
                }
                .sheet(item: $detail) { item in
                    Text(item.id).presentationDetents([.medium, .large])
                }
        } else {
            list
        }
    }
}

#Preview {
    TrashScreen()
}
