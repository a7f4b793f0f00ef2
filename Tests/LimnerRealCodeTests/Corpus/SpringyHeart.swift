import Limner

struct SpringyHeart: View {
    @State private var liked = false

    var body: some View {
        Image(systemName: "heart.fill")
            .font(.system(size: 44))
            .foregroundStyle(liked ? .red : .gray)
            .scaleEffect(liked ? 1.3 : 1)
            .animation(.spring(), value: liked)
            .animation(.bouncy, value: liked)
            .frame(width: 90, height: 90)
            .onAppear { liked = true }
    }
}

#Preview {
    SpringyHeart()
}
