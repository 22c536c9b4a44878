import CSDL2

/// An image's `source` rows drawn into `destination`, cut into strips of at most `maximumRows`
/// destination rows, each with the whole source rows that map onto it. Strip edges are placed
/// on whole source rows and whole destination rows, so strips meet with no gap and no overlap;
/// a picture that fits one strip is one strip, drawn exactly as before.
struct ImageStrips: Sequence {
    let source: SDL_Rect
    let destination: SDL_Rect
    let maximumRows: Int32

    func makeIterator() -> AnyIterator<(source: SDL_Rect, destination: SDL_Rect)> {
        let count = Swift.max(1, (destination.h + maximumRows - 1) / Swift.max(1, maximumRows))
        var index: Int32 = 0
        return AnyIterator {
            guard index < count else { return nil }
            // Whole source rows at the strip's edges, and the destination rows they map to.
            func sourceEdge(_ strip: Int32) -> Int32 {
                strip >= count ? source.h : Int32((Double(source.h) * Double(strip) / Double(count)).rounded())
            }
            func destinationEdge(_ row: Int32) -> Int32 {
                Int32((Double(destination.h) * Double(row) / Double(Swift.max(1, source.h))).rounded())
            }
            let top = sourceEdge(index)
            let bottom = sourceEdge(index + 1)
            index += 1
            let from = destinationEdge(top)
            let to = destinationEdge(bottom)
            return (
                SDL_Rect(x: source.x, y: source.y + top, w: source.w, h: bottom - top),
                SDL_Rect(x: destination.x, y: destination.y + from, w: destination.w, h: to - from)
            )
        }
    }
}
