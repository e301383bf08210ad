## The tutor's cast (tutor/engine/cast.py): the made-up players of the quiz, the lessons,
## the examples and the practice table. A name a person types is never one of these.

cast-min = Min
cast-jae = Jae
cast-soo = Soo
cast-hana = Hana
cast-tae = Tae
cast-dae = Dae
cast-eun = Eun
cast-bo = Bo
cast-cy = Cy
cast-di = Di
cast-ed = Ed
cast-flo = Flo
cast-gus = Gus
cast-ann = Ann
cast-fay = Fay
cast-mina = Mina
cast-joon = Joon
cast-seo = Seo
cast-dee = Dee
