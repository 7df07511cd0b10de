"""A simulated news web with ground truth (see :mod:`newsfold.sim.generate`)."""
