// pixman, the compositing library under cairo and the X server, which the benchmark measures
// beside the app's own blending (CPixelBlending).
#include <pixman.h>
