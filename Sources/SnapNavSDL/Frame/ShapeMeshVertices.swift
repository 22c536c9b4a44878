import CSDL2
import SnapNavCore

extension ShapeMesh {
    /// The mesh as SDL vertices in `color`, each with the colour's alpha times its coverage:
    /// the anti-aliased edge fades out across the feather.
    func vertices(color: Color) -> [SDL_Vertex] {
        var vertices: [SDL_Vertex] = []
        vertices.reserveCapacity(positions.count)
        for (position, coverage) in zip(positions, coverage) {
            let alpha = UInt8((Double(color.alpha) * coverage).rounded())
            vertices.append(
                SDL_Vertex(
                    position: SDL_FPoint(x: Float(position.x), y: Float(position.y)),
                    color: SDL_Color(r: color.red, g: color.green, b: color.blue, a: alpha),
                    tex_coord: SDL_FPoint(x: 0, y: 0)))
        }
        return vertices
    }
}
