/// UIScrollView's rubber band: how far content moves when dragged `overshoot` points past
/// its edge, for a viewport `dimension` points long.
///
/// `f(x) = (1 - 1 / (x * c / d + 1)) * d`, which follows the finger at first and never
/// reaches `d`.
public func rubberBand(overshoot: Double, dimension: Double, coefficient: Double = 0.55) -> Double {
    guard dimension > 0, overshoot.isFinite else { return 0 }
    let magnitude = abs(overshoot)
    let banded = (1 - 1 / (magnitude * coefficient / dimension + 1)) * dimension
    return overshoot < 0 ? -banded : banded
}

/// How far rubber-banded content moves per point the finger moves, once it is `banded` points
/// past its edge: the slope of `rubberBand(overshoot:dimension:coefficient:)` there,
/// `c * (1 - banded / d)²`, which falls from `c` at the edge toward 0 at `d`.
public func rubberBandSlope(banded: Double, dimension: Double, coefficient: Double = 0.55) -> Double {
    guard dimension > 0, banded.isFinite else { return 0 }
    let remaining = max(0, 1 - abs(banded) / dimension)
    return coefficient * remaining * remaining
}
